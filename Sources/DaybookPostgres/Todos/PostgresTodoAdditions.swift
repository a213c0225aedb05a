import DaybookData
import DaybookDomain
import Synchronization

/// Adds the todos placed last that arrive together in one statement
/// (``PostgresTodoAppendStatement``), for every caller at once.
///
/// Adding a todo cost PostgreSQL more than the todo: starting a statement, committing and
/// flushing the log, each once per todo. Here the first add is sent at once; those that arrive
/// while ``maximumInFlight`` statements are on their way wait for one of them to end, and then go
/// together, at most ``batchLimit`` in one. Nothing waits for a timer: alone, an add is sent at
/// once, as before.
///
/// Each caller is answered with its own todo's position, once the statement committed; when it
/// fails, every todo in it fails alike, with nothing stored (the ids are the domain's random
/// UUIDs, so one todo cannot make the others in its statement fail). Bounds are those of one
/// database operation, as for any other write:
/// - the wait for a turn counts as the wait for a connection: an add that waited the operation
///   timeout is answered `unreachable` without being sent, and one sent after a wait leases a
///   connection within what is left of it;
/// - a caller that gives up (cancelled) while its add waits is answered at once, and its todo is
///   not added; once sent, its statement's answer is its answer.
///
/// Waiting adds are bounded by the requests a server takes at once.
final class PostgresTodoAdditions: Sendable {
    /// How many todos one statement adds at most.
    static let batchLimit = 64
    /// How many statements are on their way at once, on as many connections.
    static let maximumInFlight = 2

    private struct Waiting {
        var ticket: UInt64
        var record: TodoRecord
        /// Whose (``DataOwner/key``): a statement adds one owner's todos.
        var owner: String
        var since: ContinuousClock.Instant
        var reply: CheckedContinuation<Result<Int, AppError>, Never>
    }

    private struct State {
        var inFlight = 0
        var queue: [Waiting] = []
        var tickets: UInt64 = 0
    }

    private let state = Mutex(State())
    private let database: PostgreSQLDatabase
    /// How long an add may wait for its turn and a connection together.
    private let patience: Duration

    /// `patience` is the database's operation timeout unless a test says otherwise.
    init(database: PostgreSQLDatabase, patience: Duration? = nil) {
        self.database = database
        self.patience = patience ?? database.location.operationTimeout
    }

    /// How many adds are on their way, and how many wait for their turn (for tests).
    var load: (inFlight: Int, waiting: Int) { state.withLock { ($0.inFlight, $0.queue.count) } }

    /// Adds `record` after every todo of `owner`'s there is (and every other add of theirs sent
    /// with it, in the order they arrived); returns the position it was given.
    func add(_ record: TodoRecord, owner: String) async throws(AppError) -> Int {
        let ticket = state.withLock { state in
            state.tickets += 1
            return state.tickets
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (reply: CheckedContinuation<Result<Int, AppError>, Never>) in
                enum Next { case cancelled, waits, leads }
                let next = state.withLock { state -> Next in
                    // Checked under the lock: a cancellation after this finds the add queued.
                    if Task.isCancelled { return .cancelled }
                    state.queue.append(Waiting(ticket: ticket, record: record, owner: owner, since: .now, reply: reply))
                    guard state.inFlight < Self.maximumInFlight else { return .waits }
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
            let (batch, expired) = state.withLock { state in
                // Whoever waited the whole operation timeout for a turn is answered as a lease
                // that timed out would be; the rest go, oldest first.
                var expired: [Waiting] = []
                state.queue.removeAll { waiting in
                    guard now - waiting.since >= patience else { return false }
                    expired.append(waiting)
                    return true
                }
                // The oldest add's owner's, in the order they came: one statement adds one
                // owner's todos; the others' go next, with theirs.
                var (batch, rest): ([Waiting], [Waiting]) = ([], [])
                let owner = state.queue.first?.owner
                for waiting in state.queue {
                    if batch.count < Self.batchLimit && waiting.owner == owner {
                        batch.append(waiting)
                    } else {
                        rest.append(waiting)
                    }
                }
                state.queue = rest
                if batch.isEmpty { state.inFlight -= 1 }
                return (batch, expired)
            }
            for waiting in expired { waiting.reply.resume(returning: .failure(database.unreachable)) }
            guard let oldest = batch.first?.since else { return }
            let records = batch.map(\.record)
            let owner = batch[0].owner
            do {
                let positions = try await database.perform("add todos", leaseWithin: patience - (now - oldest)) {
                    connection in
                    var positions: [String: Int] = [:]
                    for try await (id, position) in try await connection.rows(
                        PostgresTodoAppendStatement(records: records, owner: owner))
                    {
                        positions[id] = position
                    }
                    if !positions.isEmpty { PostgresChangeNotes.note(.todos) }
                    return positions
                }
                for waiting in batch {
                    waiting.reply.resume(
                        returning: positions[waiting.record.id].map(Result.success) ?? .failure(.storage(.failed)))
                }
            } catch {
                for waiting in batch { waiting.reply.resume(returning: .failure(error)) }
            }
        }
    }
}
