import DaybookData
import DaybookDomain
import PostgresNIO

/// The statements and row decoding ``PostgresTodoStore``'s operations share: placing a todo after
/// the last position, keeping the counts and the revision, reading records.
///
/// **The counts are sharded.** `todo_counts` has ``shards`` rows, and a write moves only the row
/// of the connection it runs on (``shard``: the server process's pid), so writers on different
/// connections, in one process or several, never wait for one another on a counts row. The
/// counts and the revision are the sums of the rows, read in the same snapshot as the todos.
enum PostgresTodoRows {
    typealias Row = (String, String, Bool, Int, Int64, Int64)
    static let columns = "id, title, completed, position, created_at, updated_at"

    /// How many rows `todo_counts` has (migration v6).
    static let shards = 64

    /// The counts row the current connection's writes move: one per server backend, so two
    /// connections share one only by chance (1 in ``shards``), and then only wait for each other.
    static let shard = "pg_backend_pid() % \(shards) + 1"

    /// The position after the last stored one (``TodoOrder/after(_:)`` in SQL: 1 for an empty
    /// list, the top of the range kept, a position stored outside it read as its nearest end).
    /// Read in the statement's snapshot, without a lock: two todos added at the same moment may
    /// share a position, and then come in the order they were made (ties go oldest first).
    /// (`GREATEST` and `LEAST` skip nulls: the empty list is asked first.)
    static let afterLast = """
        (SELECT CASE WHEN MAX(position) IS NULL THEN 1 \
        ELSE GREATEST(LEAST(MAX(position), \(TodoOrder.maximum - 1)), \(TodoOrder.minimum)) + 1 END FROM todo)
        """

    /// Inserts the records in order within the caller's transaction, those marked `placeLast`
    /// after the largest stored position, and keeps the counts. Returns the records as stored.
    static func place(_ insertions: [TodoInsertion], on connection: PostgresConnection) async throws
        -> [TodoRecord]
    {
        var last = try await lastPosition(connection)
        var placed: [TodoRecord] = []
        for insertion in insertions {
            var record = insertion.record
            if insertion.placeLast { record.position = TodoOrder.after(last) }
            last = max(last ?? record.position, record.position)
            try await connection.rows(insertQuery(record))
            placed.append(record)
        }
        try await adjustCounts(connection, total: placed.count, done: placed.count { $0.completed })
        return placed
    }

    static func select(where condition: String, _ id: String) -> PostgresQuery {
        var bindings = PostgresBindings()
        bindings.append(id)
        return PostgresQuery(unsafeSQL: "SELECT \(columns) FROM todo WHERE \(condition)", binds: bindings)
    }

    static func insertQuery(_ record: TodoRecord) -> PostgresQuery {
        """
        INSERT INTO todo (id, title, completed, position, created_at, updated_at)
        VALUES (\(record.id), \(record.title), \(record.completed), \(record.position), \(record.createdAt), \
        \(record.updatedAt))
        """
    }

    /// The counts, summed over the shards; with `lockingEveryShard`, every shard row is locked
    /// (`FOR UPDATE`) first, so no other write of the todos commits until the caller's does (an
    /// archive's import).
    static func counts(_ connection: PostgresConnection, lockingEveryShard: Bool = false) async throws -> (Int, Int) {
        let rows = lockingEveryShard ? "(SELECT total, done FROM todo_counts FOR UPDATE)" : "todo_counts"
        for try await (total, done) in try await connection.rows(
            PostgresQuery(
                unsafeSQL: "SELECT COALESCE(SUM(total), 0)::bigint, COALESCE(SUM(done), 0)::bigint FROM \(rows) s")
        ).decode((Int, Int).self) {
            return (total, done)
        }
        return (0, 0)
    }

    /// The largest stored position; `nil` for an empty list. Placing after it is ``TodoOrder``'s
    /// arithmetic, in Swift, where the range is checked.
    static func lastPosition(_ connection: PostgresConnection) async throws -> Int? {
        for try await position in try await connection.rows("SELECT MAX(position) FROM todo").decode(Int?.self) {
            return position
        }
        return nil
    }

    /// Keeps the counts (this connection's shard) and moves the revision forward, in the write's
    /// transaction: a reader that sees the new revision sees the write, and one that sees the old
    /// one does not.
    ///
    /// It notes that the todos changed (``PostgresChangeNotes``): every write that moves the
    /// revision comes through here or notes it itself, and the change feeds are told once the
    /// operation has committed (``PostgresChangeNotifier``), never if it rolled back.
    static func adjustCounts(_ connection: PostgresConnection, total: Int, done: Int) async throws {
        for try await _ in try await connection.rows(adjustCountsQuery(total: total, done: done)) {
            PostgresChangeNotes.note(.todos)
        }
    }

    static func adjustCountsQuery(total: Int, done: Int) -> PostgresQuery {
        """
        WITH moved AS (
        UPDATE todo_counts SET total = total + \(total), done = done + \(done), revision = revision + 1 \
        WHERE id = \(unescaped: shard) RETURNING 1)
        SELECT 1 FROM moved
        """
    }

    static func count(_ rows: PostgresRowSequence) async throws -> Int {
        var count = 0
        for try await value in rows.decode(Int.self) { count = value }
        return count
    }

    static func records(_ rows: PostgresRowSequence) async throws -> [TodoRecord] {
        var records: [TodoRecord] = []
        for try await row in rows.decode(Row.self) { records.append(record(row)) }
        return records
    }

    static func record(_ row: Row) -> TodoRecord {
        TodoRecord(id: row.0, title: row.1, completed: row.2, position: row.3, createdAt: row.4, updatedAt: row.5)
    }
}
