import Foundation
import Synchronization

/// Hands a waiting continuation the first of several possible outcomes (a result, or the
/// caller's cancellation), whichever arrives first and in whatever order the waiter and the
/// outcomes show up. Later outcomes are dropped.
final class FirstOutcome<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var outcome: Result<Value, any Error>?
        var delivered = false
    }

    private let state = Mutex(State())

    /// Sets the waiter; resumes it at once if an outcome has already arrived.
    func wait(with continuation: CheckedContinuation<Value, any Error>) {
        let ready: Result<Value, any Error>? = state.withLock { state in
            guard let outcome = state.outcome else {
                state.continuation = continuation
                return nil
            }
            state.delivered = true
            return outcome
        }
        if let ready { continuation.resume(with: ready) }
    }

    /// Offers an outcome; only the first one reaches the waiter.
    func finish(with outcome: Result<Value, any Error>) {
        let waiter: CheckedContinuation<Value, any Error>? = state.withLock { state in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            guard let continuation = state.continuation, !state.delivered else { return nil }
            state.delivered = true
            state.continuation = nil
            return continuation
        }
        waiter?.resume(with: outcome)
    }
}
