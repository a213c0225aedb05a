import NIOCore
import PostgresNIO
import Synchronization

/// One database operation from the caller's side: it ends, whatever the driver does.
///
/// An operation first waits for a connection of the pool, for at most the lease bound (the
/// database timeout), then runs on it for at most the run bound (the server's statement timeout
/// and the lock wait before it). Past the run bound the connection is closed, which makes the
/// server roll back what it had not committed and the driver fail what it was waiting for; if the
/// work still has not ended a moment later, the caller is answered anyway and the work is left to
/// end on its own. That last case is real: a statement written to a connection that had just
/// closed is never answered by the driver, and the task awaiting it would otherwise hold the
/// request, the pooled connection and a graceful stop for ever.
///
/// Cancelling the caller (a stop that ran out of time) ends it the same way at once. The state
/// is kept behind a lock, so whichever of the work, a timer or the cancellation comes first
/// answers the caller, exactly once.
final class PostgresOperation<Value: Sendable>: Sendable {
    /// How long each phase may take; `run` is `nil` for an operation that may take as long as it
    /// needs (an export or import run by the command line, not a request).
    struct Bounds: Sendable {
        var lease: Duration
        var run: Duration?
        var grace: Duration = .seconds(1)
    }

    private enum State {
        case idle
        case waiting(CheckedContinuation<Value, any Error>)
        case running(CheckedContinuation<Value, any Error>, PostgresConnection)
        case finished
    }

    /// What abandoning an operation must do, decided under the lock.
    private enum AbandonStep {
        case answer(CheckedContinuation<Value, any Error>)
        case close(PostgresConnection)
        case none
    }

    private let state = Mutex<State>(.idle)
    private let timers = Mutex<[Scheduled<Void>]>([])
    private let work = Mutex<Task<Void, Never>?>(nil)

    /// Runs `body` on a connection `lease` hands out, within `bounds`.
    static func run(
        bounds: Bounds, timers loop: any EventLoop,
        lease:
            @escaping @Sendable (@escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        let operation = PostgresOperation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                operation.start(continuation, bounds: bounds, loop: loop, lease: lease, body: body)
            }
        } onCancel: {
            operation.abandon(because: CancellationError())
        }
    }

    private func start(
        _ continuation: CheckedContinuation<Value, any Error>, bounds: Bounds, loop: any EventLoop,
        lease:
            @escaping @Sendable (@escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value,
        body: @escaping @Sendable (PostgresConnection) async throws -> Value
    ) {
        let cancelled = state.withLock { state in
            guard case .idle = state else { return true }
            state = .waiting(continuation)
            return false
        }
        guard !cancelled else {
            continuation.resume(throwing: CancellationError())
            return
        }
        schedule(on: loop, in: bounds.lease) { $0.leaseExpired() }
        let task = Task {
            do {
                let value = try await lease { connection in
                    // A caller that already gave up sends nothing more to the server.
                    guard self.began(on: connection, bounds: bounds) else { throw CancellationError() }
                    return try await body(connection)
                }
                self.finish(.success(value))
            } catch {
                self.finish(.failure(error))
            }
        }
        work.withLock { $0 = task }
        // Abandoned before the task was known: it has nothing to do.
        if state.withLock({ if case .finished = $0 { true } else { false } }) { task.cancel() }
    }

    /// The connection is leased: from now the run bound applies. `false` if the caller was
    /// already answered (the lease came too late).
    private func began(on connection: PostgresConnection, bounds: Bounds) -> Bool {
        let running = state.withLock { state in
            guard case .waiting(let continuation) = state else { return false }
            state = .running(continuation, connection)
            return true
        }
        guard running else { return false }
        if let run = bounds.run {
            schedule(on: connection.eventLoop, in: run) { operation in
                operation.abandon(
                    because: PostgresOperationFailure.abandoned, grace: bounds.grace, loop: connection.eventLoop)
            }
        }
        watch(connection, grace: bounds.grace)
        return true
    }

    /// Checks every `grace` whether the connection has closed under the work (a server that went
    /// away): a statement written just as it closed is never answered, so the work is then given
    /// `grace` to end before the caller is answered `abandoned`. This bounds even an operation
    /// without a run bound (an export), and answers a request long before its run bound.
    private func watch(_ connection: PostgresConnection, grace: Duration) {
        schedule(on: connection.eventLoop, in: grace) { operation in
            if connection.isClosed {
                operation.abandon(because: PostgresOperationFailure.abandoned, grace: grace, loop: connection.eventLoop)
            } else {
                operation.watch(connection, grace: grace)
            }
        }
    }

    private func leaseExpired() {
        let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .finished
            return continuation
        }
        guard let continuation else { return }
        cancelTimers()
        work.withLock { $0?.cancel() }
        continuation.resume(throwing: PostgresOperationFailure.leaseTimedOut)
    }

    /// Ends the operation without its work: closes its connection, if it has one, so the server
    /// rolls back and the driver fails what it knows of; then answers the caller with `error`,
    /// after `grace` when there is a connection (the work's own answer, if it comes by then,
    /// wins: it tells more than "abandoned").
    private func abandon(because error: any Error, grace: Duration? = nil, loop: (any EventLoop)? = nil) {
        // Decided in one step with the state: a lease arriving meanwhile either finds the
        // operation finished (and sends nothing) or has its connection closed here.
        let step = state.withLock { state -> AbandonStep in
            switch state {
            case .idle:
                state = .finished
                return .none
            case .waiting(let continuation):
                state = .finished
                return .answer(continuation)
            case .running(_, let connection):
                return .close(connection)
            case .finished:
                return .none
            }
        }
        work.withLock { $0?.cancel() }
        switch step {
        case .none:
            return
        case .answer(let continuation):
            cancelTimers()
            continuation.resume(throwing: error)
        case .close(let connection):
            let _: EventLoopFuture<Void> = connection.close()
            if let grace, let loop {
                schedule(on: loop, in: grace) { $0.finish(.failure(error)) }
            } else {
                finish(.failure(error))
            }
        }
    }

    private func finish(_ result: Result<Value, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            switch state {
            case .waiting(let continuation), .running(let continuation, _):
                state = .finished
                return continuation
            case .idle:
                state = .finished
                return nil
            case .finished:
                return nil
            }
        }
        guard let continuation else { return }
        cancelTimers()
        continuation.resume(with: result)
    }

    private func schedule(
        on loop: any EventLoop, in delay: Duration, _ action: @escaping @Sendable (PostgresOperation) -> Void
    ) {
        let timer = loop.scheduleTask(in: TimeAmount(delay)) { [self] in action(self) }
        // The state is read under the timers' lock: a finish either comes first (and the timer
        // is cancelled here) or finds the timer in the list.
        timers.withLock { timers in
            let finished = state.withLock { state in
                if case .finished = state { return true }
                return false
            }
            if finished { timer.cancel() } else { timers.append(timer) }
        }
    }

    private func cancelTimers() {
        for timer in timers.withLock({ timers in
            defer { timers = [] }
            return timers
        }) { timer.cancel() }
    }
}
