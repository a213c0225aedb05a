import DaybookDomain

/// A duration as Daybook's logs write it: in milliseconds, to the microsecond (`2.092`), so an
/// operator reads a request's time at a glance and a script reads it as a number.
public enum DurationText {
    public static func milliseconds(_ duration: Duration) -> String {
        "\(Milliseconds.toTheMicrosecond(duration))"
    }
}
