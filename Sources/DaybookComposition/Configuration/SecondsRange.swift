/// The seconds a setting may take, defined once for each: every flag, variable and
/// configuration-file key that holds a duration is checked against its range where it is read,
/// and the message for a value outside it quotes the range. Without a bound, `1e300` seconds
/// reached the conversion to whole milliseconds and stopped the process.
public struct SecondsRange: Hashable, Sendable {
    public let lowest: Double
    public let highest: Double

    public init(_ range: ClosedRange<Double>) {
        lowest = range.lowerBound
        highest = range.upperBound
    }

    public func contains(_ seconds: Double) -> Bool {
        seconds.isFinite && seconds >= lowest && seconds <= highest
    }

    /// A remote service's answer (`DAYBOOK_HTTP_TIMEOUT`): up to an hour.
    public static let requestTimeout = SecondsRange(0...3_600)
    /// How long a cached weather or posts answer is used (`…_CACHE_SECONDS`): up to a year.
    public static let cacheLifetime = SecondsRange(0...31_536_000)
    /// A connection's deadlines and the graceful stop (`--header-timeout` and the others): more
    /// than nothing (a millisecond, their unit), up to a day.
    public static let connectionTimeout = SecondsRange(0.001...86_400)
    /// One PostgreSQL operation (`DAYBOOK_DATABASE_TIMEOUT`): a millisecond to an hour. The server
    /// takes its lock and statement timeouts, derived from it (up to six times as long), in
    /// milliseconds below 2³¹; past that it refuses every connection.
    public static let databaseTimeout = SecondsRange(0.001...3_600)

    /// A bound as messages write it: `0.001`, `3600`.
    static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
