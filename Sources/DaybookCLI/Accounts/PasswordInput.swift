import Foundation  // termios, read, sigaction and raise from the C library

/// Reads a password: on a terminal, asked on standard error and typed without echo (twice, for
/// a new one, so a typo is not set); otherwise one line of standard input, for a script
/// (`printf '%s\n' "$PASSWORD" | daybook user add hanako`). Never from a flag: a command line is
/// visible to every user of the machine.
///
/// A line longer than any password may be is not read to its end: what was read is already too
/// long, and the use case says so. A read that fails (other than being interrupted, which is
/// tried again) or bytes that are not UTF-8 are refused, never set as a password cut short or
/// with a character replaced.
enum PasswordInput {
    /// The bytes read at most: one more than the longest password allowed.
    static let maximumBytes = 256 * 64 + 1

    enum Outcome {
        case password(String)
        /// Nothing was typed or sent (an empty line, or standard input at its end).
        case missing
        /// The input could not be read, or is not UTF-8 text.
        case unreadable
        /// The two passwords typed differ.
        case mismatch
    }

    /// The password; `confirming` asks for it twice on a terminal.
    static func read(prompt: String, again: String, confirming: Bool) -> Outcome {
        guard isatty(STDIN_FILENO) == 1 else { return line() }
        let first = withoutEcho(prompt: prompt)
        guard confirming, case .password(let typed) = first else { return first }
        let again = withoutEcho(prompt: again)
        guard case .password(let second) = again else { return again }
        return second == typed ? first : .mismatch
    }

    /// One line of standard input without its line break (`\n` or `\r\n`).
    static func line() -> Outcome {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < maximumBytes {
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .unreadable }
            if count == 0 || byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard !bytes.isEmpty else { return .missing }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .unreadable }
        return .password(text)
    }

    /// The terminal's settings before echo was turned off, in memory a signal handler may read
    /// (never freed; a Swift value could be mid-change or need a lock).
    private nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        saved.initialize(to: termios())
        return saved
    }()

    /// Signals after which the process ends: the echo is put back first.
    private static let ending = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Asks on standard error and reads a line with echo off; the terminal's echo is back
    /// afterwards, and also if Ctrl-C, a hang-up or `kill` ends the process meanwhile. A signal
    /// the process was told to ignore (`nohup`) stays ignored.
    private static func withoutEcho(prompt: String) -> Outcome {
        FileHandle.standardError.write(Data(prompt.utf8))
        guard tcgetattr(STDIN_FILENO, saved) == 0 else { return line() }
        var quiet = saved.pointee
        quiet.c_lflag &= ~tcflag_t(ECHO)
        var previous: [(Int32, sigaction)] = []
        for signal in ending {
            var old = sigaction()
            guard sigaction(signal, nil, &old) == 0, !isIgnored(old) else { continue }
            var handler = sigaction()
            handler.__sigaction_handler.sa_handler = { signal in
                // Only async-signal-safe calls: tcsetattr(3), signal(2), raise(3).
                tcsetattr(STDIN_FILENO, TCSANOW, PasswordInput.saved)
                Foundation.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigemptyset(&handler.sa_mask)
            sigaction(signal, &handler, nil)
            previous.append((signal, old))
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        let typed = line()
        tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
        for (signal, old) in previous {
            var old = old
            sigaction(signal, &old, nil)
        }
        // The line break the user typed was not echoed.
        FileHandle.standardError.write(Data("\n".utf8))
        return typed
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
