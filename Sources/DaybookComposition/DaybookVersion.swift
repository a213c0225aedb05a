/// Daybook's version: the one place it is written. `daybook --version` prints it, the server
/// sends it with `/healthz` (`Daybook-Version`), and the man page carries it.
public enum DaybookVersion {
    public static let current = "0.14.0"
}
