import DaybookDomain
import Synchronization

/// Tells every Daybook process listening on the database (``PostgresChangeFeed``) what a write
/// changed, right after it committed, with as few `NOTIFY`s as the writes allow.
///
/// A `NOTIFY` inside a writing transaction makes PostgreSQL take one lock for the whole database
/// at its commit, held while the commit is written: every writer of every process then commits
/// one after the other, and a second server adds no write capacity (in a burst of adds, writers
/// waited for that lock in most samples of `pg_stat_activity`). Here a write commits without it,
/// and a `NOTIFY` is sent after its commit: the first writer's at once, and those that commit while
/// it is on its way share the next, which covers all of them. A write is announced once, and only
/// once committed.
///
/// When its caller is answered depends on ``PostgresAnnouncementTiming``: a command waits for the
/// `NOTIFY`, so one that exits right after its write still told the others; a server answers at
/// the commit and sends the `NOTIFY` behind the answer (waiting for it made each add take two more
/// round trips to the database), then calls ``settle(within:)`` before it stops. Reads never
/// depend on the `NOTIFY`: they read the revision in their own snapshot, so a client that wrote
/// through one server and reads through another sees its write either way.
///
/// A `NOTIFY` that fails (the server went away) is logged by the sender and not retried: the
/// feeds read the counters when they connect again and announce what moved meanwhile.
final class PostgresChangeNotifier: Sendable {
    /// A write waiting for its `NOTIFY` (ticket 0), or a ``settle(within:)`` (its own ticket).
    private struct Waiter {
        var ticket: UInt64
        var continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var sending = false
        var pending: Set<ChangeTopic> = []
        var waiting: [Waiter] = []
        var tickets: UInt64 = 0

        /// Adds `topics` (and who waits for them) to the next send; true when no send is on its
        /// way, so the caller must start one.
        mutating func enqueue(_ topics: Set<ChangeTopic>, waiter: CheckedContinuation<Bool, Never>?) -> Bool {
            pending.formUnion(topics)
            if let waiter { waiting.append(Waiter(ticket: 0, continuation: waiter)) }
            defer { sending = true }
            return !sending
        }
    }

    private let state = Mutex(State())
    private let send: @Sendable (Set<ChangeTopic>) async -> Void
    let timing: PostgresAnnouncementTiming

    /// `send` notifies the listeners of the topics, in a transaction of its own, within a bound.
    init(
        timing: PostgresAnnouncementTiming = .beforeAnswering,
        send: @escaping @Sendable (Set<ChangeTopic>) async -> Void
    ) {
        self.timing = timing
        self.send = send
    }

    /// How many writes wait for the next `NOTIFY` (for tests).
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Sends a `NOTIFY` of `topics` after this call: returns once it has been answered
    /// (``PostgresAnnouncementTiming/beforeAnswering``) or at once
    /// (``PostgresAnnouncementTiming/afterAnswering``).
    func announce(_ topics: Set<ChangeTopic>) async {
        guard !topics.isEmpty else { return }
        guard timing == .beforeAnswering else {
            if state.withLock({ $0.enqueue(topics, waiter: nil) }) { lead() }
            return
        }
        _ = await withCheckedContinuation { (waiter: CheckedContinuation<Bool, Never>) in
            if state.withLock({ $0.enqueue(topics, waiter: waiter) }) { lead() }
        }
    }

    /// Returns once every write announced before this call has been sent (at once when none
    /// waits), or after `bound`, whichever comes first: what a server does before it stops, after
    /// its requests and before its pool. What is left then is dropped (said by the caller): the
    /// other processes' feeds find it at their next check of the counters.
    @discardableResult
    func settle(within bound: Duration) async -> Bool {
        let ticket = state.withLock { state in
            state.tickets += 1
            return state.tickets
        }
        let timer = Task {
            try? await Task.sleep(for: bound)
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return state.waiting.remove(at: index)
            }
            waiter?.continuation.resume(returning: false)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let idle = state.withLock { state in
                if state.sending { state.waiting.append(Waiter(ticket: ticket, continuation: continuation)) }
                return !state.sending
            }
            if idle { continuation.resume(returning: true) }
        }
    }

    /// One sender at a time, in a task of its own so no writer's cancellation stops it: it ends
    /// when nothing is left to send.
    private func lead() {
        Task { await self.drain() }
    }

    /// Sends what is pending, and again for what came meanwhile, until nothing is left; then
    /// lets go of whoever waits to see it settle.
    private func drain() async {
        while true {
            let (topics, waiting) = state.withLock { state in
                defer { (state.pending, state.waiting) = ([], []) }
                if state.pending.isEmpty { state.sending = false }
                return (state.pending, state.waiting)
            }
            if !topics.isEmpty { await send(topics) }
            for waiter in waiting { waiter.continuation.resume(returning: true) }
            if topics.isEmpty { return }
        }
    }
}
