import DaybookDomain
import Synchronization

extension GroupingTodoStore {
    /// The adds waiting for their turn, and the groups on their way, for every owner's copy.
    final class Queue: Sendable {
        private struct Waiting {
            var ticket: UInt64
            var insertion: TodoInsertion
            /// The owner's store: a group is written to one owner's.
            var store: any TodoStore
            var since: ContinuousClock.Instant
            var reply: CheckedContinuation<Result<TodoRecord, AppError>, Never>
        }

        private struct State {
            var inFlight = 0
            var queue: [Waiting] = []
            var tickets: UInt64 = 0
        }

        private let state = Mutex(State())
        /// How long an add may wait for its turn and the database together.
        private let patience: Duration

        init(patience: Duration) {
            self.patience = patience
        }

        var load: (inFlight: Int, waiting: Int) { state.withLock { ($0.inFlight, $0.queue.count) } }

        /// Adds `insertion` to `store` with whatever else arrives with it; returns it as stored.
        func add(_ insertion: TodoInsertion, to store: any TodoStore) async throws(AppError) -> TodoRecord {
            let ticket = state.withLock { state in
                state.tickets += 1
                return state.tickets
            }
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { (reply: CheckedContinuation<Result<TodoRecord, AppError>, Never>) in
                    enum Next { case cancelled, waits, leads }
                    let next = state.withLock { state -> Next in
                        // Checked under the lock: a cancellation after this finds the add queued.
                        if Task.isCancelled { return .cancelled }
                        state.queue.append(
                            Waiting(ticket: ticket, insertion: insertion, store: store, since: .now, reply: reply))
                        guard state.inFlight < GroupingTodoStore.maximumInFlight else { return .waits }
                        state.inFlight += 1
                        return .leads
                    }
                    switch next {
                    case .cancelled: reply.resume(returning: .failure(.cancelled))
                    case .waits: break
                    // In a task of its own, so that no caller's cancellation stops what others wait for.
                    case .leads: Task { await self.drain() }
                    }
                }
            } onCancel: {
                let waiting = state.withLock { state -> Waiting? in
                    guard let index = state.queue.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                    return state.queue.remove(at: index)
                }
                waiting?.reply.resume(returning: .failure(.cancelled))
            }
            return try result.get()
        }

        /// Sends what waits, and again what came meanwhile, until nothing is left.
        private func drain() async {
            while true {
                let now = ContinuousClock.now
                let (group, expired) = state.withLock { state in
                    // Whoever waited all of the patience for a turn goes with nothing left; the
                    // rest go, the oldest add's owner's first, in the order they came.
                    var expired: [Waiting] = []
                    state.queue.removeAll { waiting in
                        guard now - waiting.since >= patience else { return false }
                        expired.append(waiting)
                        return true
                    }
                    var (group, rest): ([Waiting], [Waiting]) = ([], [])
                    let owner = state.queue.first?.store.owner
                    for waiting in state.queue {
                        if group.count < GroupingTodoStore.groupLimit && waiting.store.owner == owner {
                            group.append(waiting)
                        } else {
                            rest.append(waiting)
                        }
                    }
                    state.queue = rest
                    // Nothing to send: this one is no longer on its way. (Adds sent with nothing
                    // left count as on their way until the store answered them.)
                    if group.isEmpty && expired.isEmpty { state.inFlight -= 1 }
                    return (group, expired)
                }
                if group.isEmpty && expired.isEmpty { return }
                for waiting in expired { await send([waiting], within: .zero) }
                if let oldest = group.first?.since { await send(group, within: patience - (now - oldest)) }
            }
        }

        /// Writes `group` to its owner's store as one, and answers each add.
        private func send(_ group: [Waiting], within: Duration) async {
            do throws(AppError) {
                let stored = try await group[0].store.insert(contentsOf: group.map(\.insertion), within: within)
                guard stored.count == group.count else { throw .storage(.failed) }
                for (waiting, record) in zip(group, stored) { waiting.reply.resume(returning: .success(record)) }
            } catch {
                for waiting in group { waiting.reply.resume(returning: .failure(error)) }
            }
        }
    }
}
