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
/// fails, every todo in it fails alike, with nothing stored. Waiting callers are bounded by the
/// requests a server takes at once. An add that was waiting when its caller gave up is still
/// made, as one made just before would be.
final class PostgresTodoAdditions: Sendable {
    /// How many todos one statement adds at most.
    static let batchLimit = 64
    /// How many statements are on their way at once, on as many connections.
    static let maximumInFlight = 2

    private struct Waiting {
        var record: TodoRecord
        var reply: CheckedContinuation<Result<Int, AppError>, Never>
    }

    private struct State {
        var inFlight = 0
        var queue: [Waiting] = []
    }

    private let state = Mutex(State())
    private let database: PostgreSQLDatabase

    init(database: PostgreSQLDatabase) {
        self.database = database
    }

    /// Adds `record` after every todo there is (and every other add sent with it, in the order
    /// they arrived); returns the position it was given.
    func add(_ record: TodoRecord) async throws(AppError) -> Int {
        let result = await withCheckedContinuation { (reply: CheckedContinuation<Result<Int, AppError>, Never>) in
            let leads = state.withLock { state in
                state.queue.append(Waiting(record: record, reply: reply))
                guard state.inFlight < Self.maximumInFlight else { return false }
                state.inFlight += 1
                return true
            }
            // In a task of its own, so that no caller's cancellation stops what others wait for.
            if leads { Task { await self.drain() } }
        }
        return try result.get()
    }

    /// Sends what waits, and again what came meanwhile, until nothing is left.
    private func drain() async {
        while true {
            let batch = state.withLock { state in
                let batch = Array(state.queue.prefix(Self.batchLimit))
                state.queue.removeFirst(batch.count)
                if batch.isEmpty { state.inFlight -= 1 }
                return batch
            }
            guard !batch.isEmpty else { return }
            let records = batch.map(\.record)
            do {
                let positions = try await database.perform("add todos") { connection in
                    var positions: [String: Int] = [:]
                    for try await (id, position) in try await connection.rows(
                        PostgresTodoAppendStatement(records: records))
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
