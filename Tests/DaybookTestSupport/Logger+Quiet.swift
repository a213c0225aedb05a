import Logging

extension Logger {
    /// A logger that writes nothing: what a test passes where the code under test asks for a
    /// logger (libraries take theirs from the caller, as swift-log asks) and the test reads no log.
    public static let quiet = Logger(label: "daybook.test") { _ in SwiftLogNoOpLogHandler() }
}
