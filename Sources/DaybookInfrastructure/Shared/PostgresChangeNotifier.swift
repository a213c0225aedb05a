import DaybookDomain
import Synchronization

/// Tells every Daybook process listening on the database (``PostgresChangeFeed``) what a write
/// changed, right after it committed, with as few `NOTIFY`s as the writes allow.
///
/// A `NOTIFY` inside a writing transaction makes PostgreSQL take one lock for the whole database
/// at its commit, held while the commit is written: every writer of every process then commits
/// one after the other, and a second server adds no write capacity (in a burst of adds, writers
/// waited for that lock in most samples of `pg_stat_activity`). Here a write commits without it,
/// then waits for a `NOTIFY` sent after its commit: the first writer sends one at once, and those
/// that commit while it is on its way share the next, which covers all of them. A write is
/// announced once, only once committed, and before its caller is answered, so a command that
/// exits right after still told the others.
///
/// A `NOTIFY` that fails (the server went away) is logged by the sender and not retried: the
/// feeds read the counters when they connect again and announce what moved meanwhile.
final class PostgresChangeNotifier: Sendable {
    private struct State {
        var sending = false
        var pending: Set<ChangeTopic> = []
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    private let send: @Sendable (Set<ChangeTopic>) async -> Void

    /// `send` notifies the listeners of the topics, in a transaction of its own, within a bound.
    init(send: @escaping @Sendable (Set<ChangeTopic>) async -> Void) {
        self.send = send
    }

    /// How many writes wait for the next `NOTIFY` (for tests).
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Returns once a `NOTIFY` of `topics` sent after this call has been answered.
    func announce(_ topics: Set<ChangeTopic>) async {
        guard !topics.isEmpty else { return }
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let leads = state.withLock { state in
                state.pending.formUnion(topics)
                state.waiting.append(waiter)
                defer { state.sending = true }
                return !state.sending
            }
            // One sender at a time, in a task of its own so no writer's cancellation stops it:
            // it ends when nothing is left to send.
            if leads { Task { await self.drain() } }
        }
    }

    /// Sends what is pending, and again for what came meanwhile, until nothing is left.
    private func drain() async {
        while true {
            let batch = state.withLock { state -> (Set<ChangeTopic>, [CheckedContinuation<Void, Never>])? in
                guard !state.pending.isEmpty else {
                    state.sending = false
                    return nil
                }
                defer { (state.pending, state.waiting) = ([], []) }
                return (state.pending, state.waiting)
            }
            guard let (topics, waiting) = batch else { return }
            await send(topics)
            for waiter in waiting { waiter.resume() }
        }
    }
}
