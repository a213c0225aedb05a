import Foundation
import Synchronization

/// Tasks waiting for a fake's state to reach a condition, woken each time the fake says its state
/// changed: what a test awaits instead of polling or sleeping.
///
/// A wait has no deadline of its own; a test bounds it with Swift Testing's `.timeLimit`, whose
/// cancellation ends the wait (it then answers `false`).
public final class ConditionWaiters: Sendable {
    private struct State {
        /// Moves on each change, so a change between a check and the wait that follows it is
        /// never missed.
        var generation = 0
        var waiting: [UUID: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// Wakes every waiter to check its condition again. Call it after the state changed.
    public func changed() {
        let woken = state.withLock { state in
            state.generation += 1
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Suspends until `condition` holds, checking it at once and again after each change, in
    /// the caller's isolation (an actor's state, read in the actor). `false` only when the
    /// waiting task is cancelled first.
    public func wait(
        isolation: isolated (any Actor)? = #isolation, until condition: () async -> Bool
    ) async -> Bool {
        while true {
            let seen = generation
            if await condition() { return true }
            guard await next(after: seen) else { return await condition() }
        }
    }

    /// How many changes there have been.
    public var generation: Int { state.withLock { $0.generation } }

    /// Suspends until a change after the `seen`-th (at once if there was one); `false` when the
    /// task is cancelled.
    public func next(after seen: Int) async -> Bool {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state -> Bool in
                    if state.generation != seen || Task.isCancelled { return true }
                    state.waiting[id] = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume()
        }
        return !Task.isCancelled
    }
}
