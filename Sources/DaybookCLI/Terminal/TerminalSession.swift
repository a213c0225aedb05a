import Foundation  // termios, poll, read, write, ioctl and Thread
import Synchronization

/// The terminal, held for a full-screen app: raw input, the alternate screen, no cursor, and the
/// user's keys, mouse and resizes as one stream of ``TerminalEvent``s.
///
/// Starting a session saves the terminal's settings; ``restore()`` puts back exactly those and
/// the screen the shell had. A session also restores the terminal when the process ends another
/// way, by a signal, a crash or `exit()` (``TerminalRestorer``), so that the user is never left
/// in a shell that echoes nothing.
///
/// Input is read on a thread of its own, which waits in `poll(2)`: Swift's task pool (two threads
/// on two cores) is never blocked by a read. What it decodes goes into ``events``, which an app
/// reads with `for await`. The buffer is bounded: an app that stops reading for long loses the
/// oldest events, and keeps the newest (the last keys, the latest size).
final class TerminalSession: Sendable {
    /// Why a session could not start.
    enum Failure: Error, Equatable {
        /// Standard input or output is not a terminal (a pipe, a file): there is no screen to
        /// draw on, and the app should say so instead.
        case notATerminal
        /// Another session holds the terminal.
        case alreadyActive
        /// A system call failed, with its `errno`.
        case system(call: String, errno: Int32)
    }

    /// Events kept for an app that has not read them yet.
    static let eventBufferSize = 256

    let modes: TerminalModes
    /// Keys, mouse events, pastes and resizes, in order; finishes when the session is restored or
    /// the input ends (the terminal hung up).
    let events: AsyncStream<TerminalEvent>

    private let input: Int32
    private let output: Int32
    private let readerEnded = DispatchSemaphore(value: 0)
    private let restored = Atomic<Bool>(false)

    /// Takes the terminal on `input` and `output` (standard input and output unless a test
    /// passes a pseudo-terminal's): raw mode, the alternate screen, the cursor hidden, the modes
    /// asked for.
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, modes: TerminalModes = TerminalModes())
        throws(Failure)
    {
        guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw .system(call: "tcgetattr", errno: errno) }
        guard let wake = TerminalRestorer.wakePipe else { throw .system(call: "pipe", errno: errno) }
        guard TerminalRestorer.arm(input: input, output: output, settings: settings, sequence: modes.restoreSequence)
        else { throw .alreadyActive }
        // A stop left for a reader that had already ended (the input hung up) is not for this one.
        Self.drain(wake.read)
        var raw = TerminalModes.raw(settings)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else {
            let error = errno
            TerminalRestorer.disarm(restoring: false)
            throw .system(call: "tcsetattr", errno: error)
        }
        self.modes = modes
        self.input = input
        self.output = output
        let (events, continuation) = AsyncStream.makeStream(
            of: TerminalEvent.self, bufferingPolicy: .bufferingNewest(Self.eventBufferSize))
        self.events = events
        writeAll(output, Array(modes.enterSequence.utf8))
        let reader = Thread { [readerEnded] in
            Self.readEvents(input: input, output: output, wake: wake.read, into: continuation)
            continuation.finish()
            readerEnded.signal()
        }
        reader.name = "terminal input"
        reader.start()
    }

    deinit { restore() }

    /// The terminal's size now (`TIOCGWINSZ`); 80×24 when it cannot tell.
    var size: TerminalSize {
        Self.size(of: output) ?? Self.size(of: input) ?? TerminalSize(rows: 24, columns: 80)
    }

    /// Writes `text` (a rendered frame) to the terminal whole, as one write where the system
    /// allows, so that a frame never shows half drawn.
    func write(_ text: String) {
        writeAll(output, Array(text.utf8))
    }

    /// Puts the terminal back as it was: the settings saved at the start, the shell's screen, the
    /// cursor, no mouse reports; ends ``events`` and the reader thread. Only the first call does
    /// anything. Waits for the reader thread to end (it ends at once), so that a session started
    /// after this one is the only reader of the terminal.
    func restore() {
        guard !restored.exchange(true, ordering: .acquiringAndReleasing) else { return }
        TerminalRestorer.restoreTerminal()
        if let wake = TerminalRestorer.wakePipe {
            writeAll(wake.write, [TerminalRestorer.stopByte])
        }
        _ = readerEnded.wait(timeout: .now() + .seconds(1))
        TerminalRestorer.disarm()
    }

    // MARK: - The reader thread

    /// Reads and decodes until the session stops or the input ends. Waits for ever while nothing
    /// is pending, and for ``KeyDecoder/flushDelay`` while a lone ESC is.
    private static func readEvents(
        input: Int32, output: Int32, wake: Int32, into continuation: AsyncStream<TerminalEvent>.Continuation
    ) {
        TerminalRestorer.unblockSignals()
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            // poll(2) counts whole milliseconds; the delay is a few of them.
            let timeout = decoder.flushDelay.map { Int32($0 / .milliseconds(1)) }
            let ready = poll(&descriptors, 2, timeout ?? -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                for event in decoder.flush() { continuation.yield(event) }
                continue
            }
            if descriptors[1].revents != 0 {
                let wakes = drain(wake)
                if wakes.contains(TerminalRestorer.stopByte) { return }
                if wakes.contains(TerminalRestorer.resizedByte) {
                    continuation.yield(
                        .resize(size(of: output) ?? size(of: input) ?? TerminalSize(rows: 24, columns: 80)))
                }
            }
            if descriptors[0].revents != 0 {
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    for event in decoder.decode(buffer[0..<count]) { continuation.yield(event) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    // The terminal hung up: what was pending, then the end of the stream.
                    for event in decoder.flush() { continuation.yield(event) }
                    return
                }
            }
        }
    }

    /// Reads everything waiting in the (non-blocking) wake pipe.
    @discardableResult
    private static func drain(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1 { bytes.append(byte) }
        return bytes
    }

    private static func size(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }
}

/// Writes all of `bytes`, through short writes and interruptions; gives up on an error (the
/// terminal is gone, and there is no one to tell).
private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count {
            let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else if result < 0 && errno == EAGAIN {
                var descriptors = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptors, 1, 1000)
            } else {
                return
            }
        }
    }
}
