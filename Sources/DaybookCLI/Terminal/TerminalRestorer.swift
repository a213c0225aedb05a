import Foundation  // termios, sigaction, write, pipe and atexit from the C library
import Synchronization

/// Puts the terminal back as a ``TerminalSession`` found it, on every way out of the process.
///
/// The normal way is ``TerminalSession/restore()``. The others cannot run Swift code that
/// allocates or locks: a signal (SIGTERM from `kill`, SIGHUP when the window closes, a crash:
/// SIGILL from a Swift trap, SIGSEGV, SIGABRT) and `exit()` from anywhere (an `atexit` hook). So
/// the restore bytes and the saved `termios` are prepared when the session starts, in memory
/// that is never freed, and ``restoreTerminal()`` only makes two async-signal-safe calls:
/// `write(2)` and `tcsetattr(3)`. It runs once whichever path gets there first.
///
/// A signal handler then hands the signal on to what was there before the session (Swift's crash
/// reporter, which prints its backtrace on the restored screen), and the process ends with that
/// signal, as its parent expects, whatever that handler did: the crash reporter returns from a
/// signal another process sent (`kill -ABRT`, `kill -QUIT`), and the app would otherwise go on
/// drawing on the shell's screen. SIGWINCH only wakes the session's reader, through a pipe, to
/// read the new size.
enum TerminalRestorer {
    /// Everything the restore needs, ready before a signal may ask for it.
    private struct State {
        var input: Int32 = -1
        var output: Int32 = -1
        var settings = termios()
        /// How many of ``TerminalRestorer/bytes`` to write.
        var count = 0
        static let capacity = 128
    }

    private nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        return state
    }()
    /// The bytes to write, in plain memory: a handler must not touch a Swift array (retains).
    private nonisolated(unsafe) static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: State.capacity)
    /// What each signal did before the session, by signal number.
    private nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Whether a session holds the terminal: there is one to restore at a time.
    private static let held = Atomic<Bool>(false)
    /// Whether the terminal still has to be restored: set once everything is in place, cleared by
    /// the first restore.
    private static let armed = Atomic<Bool>(false)
    private static let exitHookRegistered = Atomic<Bool>(false)

    /// Signals after which the process should end, with the terminal restored first.
    private static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals of a crash: the terminal is restored before the crash is reported.
    private static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]
    private static let handled = ending + crashes + [SIGWINCH]

    /// The byte the reader reads from the wake pipe when the terminal was resized.
    static let resizedByte = UInt8(ascii: "w")
    /// The byte it reads when the session ends.
    static let stopByte = UInt8(ascii: "q")

    /// The pipe that wakes the reader: made once, never closed, so that a signal handler can
    /// never write to a descriptor that was closed and reused. Both ends non-blocking: a handler
    /// never waits (a full pipe already holds a wake), and the reader drains it without waiting.
    static let wakePipe: (read: Int32, write: Int32)? = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }()
    private nonisolated(unsafe) static var wakeDescriptor: Int32 = -1

    // MARK: - Session start and end

    /// Takes on restoring the terminal on `input` and `output` to `settings` with `sequence`;
    /// installs the signal handlers and the `atexit` hook. `false`, doing nothing, when a
    /// session already holds a terminal.
    static func arm(input: Int32, output: Int32, settings: termios, sequence: String) -> Bool {
        let sequenceBytes = Array(sequence.utf8)
        guard sequenceBytes.count <= State.capacity, let wake = wakePipe else { return false }
        guard held.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            return false
        }
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.settings = settings
        state.pointee.count = sequenceBytes.count
        for (index, byte) in sequenceBytes.enumerated() { bytes[index] = byte }
        wakeDescriptor = wake.write
        armed.store(true, ordering: .releasing)
        installHandlers()
        if !exitHookRegistered.exchange(true, ordering: .relaxed) {
            atexit { TerminalRestorer.restoreTerminal() }
        }
        return true
    }

    /// Restores the terminal unless that was done (or, with `restoring` false, when the session
    /// never changed it), puts the previous signal handlers back and lets another session hold
    /// the terminal. For the normal end of a session, not for a signal handler.
    static func disarm(restoring: Bool = true) {
        if restoring {
            restoreTerminal()
        } else {
            armed.store(false, ordering: .releasing)
        }
        for signal in handled { sigaction(signal, previous.advanced(by: Int(signal)), nil) }
        held.store(false, ordering: .releasing)
    }

    /// Writes the restore bytes and sets the saved `termios`, once per session whatever calls it
    /// first; async-signal-safe.
    static func restoreTerminal() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        let output = state.pointee.output
        let count = state.pointee.count
        var written = 0
        while written < count {
            let result = write(output, bytes.advanced(by: written), count - written)
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.settings)
    }

    // MARK: - Signals

    /// Lets the calling thread take the signals that end the process and SIGWINCH. Threads of
    /// Swift's task pool block signals, and a thread started from one inherits that: the session's
    /// reader calls this, so that one thread surely takes them whatever the rest of the process
    /// blocks.
    static func unblockSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in ending + [SIGWINCH] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    private static func installHandlers() {
        for signal in handled {
            let old = previous.advanced(by: Int(signal))
            sigaction(signal, nil, old)
            // A signal the process was told to ignore (SIGHUP under nohup) stays ignored.
            if signal != SIGWINCH, let handler = old.pointee.__sigaction_handler.sa_handler,
                unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = signal == SIGWINCH ? onResize : onSignal
            action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    private typealias Handler =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    private static let onResize: Handler = { _, _, _ in
        let savedError = errno
        var byte = TerminalRestorer.resizedByte
        _ = write(TerminalRestorer.wakeDescriptor, &byte, 1)
        errno = savedError
    }

    private static let onSignal: Handler = { signal, info, context in
        let savedError = errno
        TerminalRestorer.restoreTerminal()
        let previous = TerminalRestorer.previous.advanced(by: Int(signal))
        sigaction(signal, previous, nil)
        TerminalRestorer.callHandler(previous.pointee, signal, info, context)
        // Then the default, which ends the process. A fault the processor raised (si_code > 0)
        // comes again when the handler returns, from the same instruction; any other signal is
        // raised again. It is blocked while this handler runs, so it arrives once this returns.
        var byDefault = sigaction()
        byDefault.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&byDefault.sa_mask)
        sigaction(signal, &byDefault, nil)
        let isFault: Bool
        switch signal {
        case SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGSEGV: isFault = (info?.pointee.si_code ?? 0) > 0
        default: isFault = false
        }
        if !isFault { raise(signal) }
        errno = savedError
    }

    /// Runs `action`'s handler for `signal` as the kernel would, unless it is the default or
    /// ignores the signal: what was there before the session (Swift's crash reporter) has its
    /// say before the process ends. Async-signal-safe.
    private static func callHandler(
        _ action: sigaction, _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
        _ context: UnsafeMutableRawPointer?
    ) {
        guard let handler = action.__sigaction_handler.sa_handler,
            unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
        else { return }
        if action.sa_flags & SA_SIGINFO != 0 {
            action.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else {
            handler(signal)
        }
    }
}
