import Foundation  // isatty, ioctl and TIOCGWINSZ from the C library

/// How many columns the terminal standard output is shown in, for output that should fit it.
enum TerminalWidth {
    /// `nil` when standard output is not a terminal (a file, a pipe): there nothing is cut, so a
    /// script reads every title whole. On a terminal, `COLUMNS` when it is set to a positive
    /// number (users set it, and tests, to fix a width), else the terminal's own (`TIOCGWINSZ`).
    static func ofStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
