import Foundation
import Synchronization

/// A program run as a child of the test process: started with `posix_spawn`, waited for by a
/// thread of its own, never by a thread of the shared pool.
///
/// Not Foundation's `Process`, for two reasons. On Linux its `run()` copies each
/// `/proc/self/fd` entry's whole 256-byte name field, reading past the end of glibc's buffer
/// (swift-corelibs-foundation#5472, fixed after Swift 6.3.1): a test process holding hundreds of
/// descriptors crashed with "Bad pointer dereference" in `Process.run()`. And it learns that a
/// child ended when a socket the child inherited closes, so a daemon the child leaves running
/// (the server `pg_ctl` starts) would hold it for ever; `waitpid` waits for the child alone.
public final class ChildProcess: Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A descriptor of the test process (a file, a pipe's end, a terminal), duplicated.
        case descriptor(Int32)
        /// A file opened by name for the child: read for input, created or truncated for output.
        case file(String)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let errorNumber: Int32
        public var description: String { "posix_spawn failed: \(String(cString: strerror(errorNumber)))" }
    }

    private struct State {
        var status: Int32?
        var listeners: [AsyncStream<Int32>.Continuation] = []
    }

    /// The child's process id.
    public let identifier: pid_t
    private let state = Mutex(State())

    /// Starts `executable` with `arguments` (not counting the program's name) and exactly
    /// `environment`, in `directory` if given. Every other descriptor of the test process is
    /// closed in the child, its signals start with their default actions and none blocked, and
    /// it runs in a process group of its own (as `Process` did), so a terminal's Ctrl-C reaches
    /// the test run alone.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: String? = nil,
        input: Stream = .null, output: Stream = .null, error: Stream = .null
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), input), (1, output), (2, error)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            case .file(let path):
                let flags = target == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o600)
            }
        }
        if let directory { _ = Self.changeDirectory?(&actions, directory) }
        _ = Self.closeFrom?(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child = pid_t()
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(errorNumber: result) }
        identifier = child
        Thread.detachNewThread { [self] in reap() }
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { state.withLock { $0.status == nil } }

    /// Sends `signal` to the child, unless it has ended (its id may then be another process's).
    public func send(_ signal: Int32) {
        state.withLock { state in
            // Until the lock is taken to record its status, an ended child is a zombie that
            // keeps its id, so this never reaches another process.
            if state.status == nil { kill(identifier, signal) }
        }
    }

    /// The child's exit status (or the number of the signal that ended it) once it has ended;
    /// `nil` if the waiting task is cancelled first.
    public func exited() async -> Int32? {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        let ended = state.withLock { state -> Int32? in
            if state.status == nil { state.listeners.append(continuation) }
            return state.status
        }
        if let ended { return ended }
        for await status in stream { return status }
        return nil
    }

    /// Waits (on its own thread) until the child ends, without reaping it, then reaps it and
    /// records its status under the lock, so ``send(_:)`` never signals a reused id.
    private func reap() {
        var information = siginfo_t()
        while waitid(P_PID, id_t(identifier), &information, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        let listeners = state.withLock { state in
            var raw: Int32 = 0
            while waitpid(identifier, &raw, 0) == -1 && errno == EINTR {}
            // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
            state.status = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : raw & 0x7F
            defer { state.listeners = [] }
            return state.listeners.map { ($0, state.status!) }
        }
        for (listener, status) in listeners {
            listener.yield(status)
            listener.finish()
        }
    }

    private typealias FileActionWithDescriptor =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias FileActionWithPath =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34) and `…_addchdir_np` (2.29),
    /// which Swift does not import: looked up by name.
    private static let closeFrom = unsafeBitCast(
        dlsym(nil, "posix_spawn_file_actions_addclosefrom_np"), to: FileActionWithDescriptor?.self)
    private static let changeDirectory = unsafeBitCast(
        dlsym(nil, "posix_spawn_file_actions_addchdir_np"), to: FileActionWithPath?.self)
}
