import Foundation  // termios, read and signal from the C library

/// Reads a password: on a terminal, asked on standard error and typed without echo (twice, for
/// a new one, so a typo is not set); otherwise one line of standard input, for a script
/// (`printf '%s\n' "$PASSWORD" | daybook user add hanako`). Never from a flag: a command line is
/// visible to every user of the machine.
///
/// A line longer than any password may be is not read to its end: what was read is already too
/// long, and the use case says so.
enum PasswordInput {
    /// The bytes read at most: one more than the longest password allowed.
    static let maximumBytes = 256 * 64 + 1

    enum Outcome {
        case password(String)
        /// Nothing was typed or sent (an empty line, or standard input at its end).
        case missing
        /// The two passwords typed differ.
        case mismatch
    }

    /// The password; `confirming` asks for it twice on a terminal.
    static func read(prompt: String, again: String, confirming: Bool) -> Outcome {
        guard isatty(STDIN_FILENO) == 1 else { return line().map(Outcome.password) ?? .missing }
        guard let first = withoutEcho(prompt: prompt) else { return .missing }
        guard confirming else { return .password(first) }
        guard let second = withoutEcho(prompt: again), second == first else { return .mismatch }
        return .password(first)
    }

    /// One line of standard input without its line break; `nil` at its end or for an empty line.
    static func line() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < maximumBytes, Foundation.read(STDIN_FILENO, &byte, 1) == 1, byte != UInt8(ascii: "\n") {
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// The terminal's settings before echo was turned off, for the signal handler to put back.
    private nonisolated(unsafe) static var saved = termios()

    /// Asks on standard error and reads a line with echo off; the terminal's echo is back
    /// afterwards, and also if Ctrl-C, a hang-up or `kill` ends the process meanwhile.
    private static func withoutEcho(prompt: String) -> String? {
        FileHandle.standardError.write(Data(prompt.utf8))
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return line() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        let restore: @convention(c) (Int32) -> Void = { signal in
            tcsetattr(STDIN_FILENO, TCSANOW, &PasswordInput.saved)
            Foundation.signal(signal, SIG_DFL)
            raise(signal)
        }
        let ending = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
        let previous = ending.map { signal($0, restore) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        let typed = line()
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        for (signal, handler) in zip(ending, previous) { Foundation.signal(signal, handler) }
        // The line break the user typed was not echoed.
        FileHandle.standardError.write(Data("\n".utf8))
        return typed
    }
}
