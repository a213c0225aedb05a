import DaybookData
import DaybookDomain
import PostgresNIO

/// The statements and row decoding ``PostgresTodoStore``'s operations share: placing inserts
/// after the last position, keeping the counts and the revision, reading records.
enum PostgresTodoRows {
    typealias Row = (String, String, Bool, Int, Int64, Int64)
    static let columns = "id, title, completed, position, created_at, updated_at"

    /// Inserts the records in order, those marked `placeLast` after the largest stored position,
    /// and keeps the counts: the counts row is locked first, so concurrent inserts take turns and
    /// each reads the position the previous one left. Returns the records as stored.
    static func place(_ insertions: [TodoInsertion], on connection: PostgresConnection) async throws
        -> [TodoRecord]
    {
        _ = try await counts(connection, lock: "FOR UPDATE")
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

    /// The kept counts, read with `lock` (`FOR UPDATE` makes concurrent writers take turns).
    static func counts(_ connection: PostgresConnection, lock: String) async throws -> (Int, Int) {
        for try await (total, done) in try await connection.rows(
            PostgresQuery(unsafeSQL: "SELECT total, done FROM todo_counts WHERE id = 1 \(lock)")
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

    /// Keeps the counts and moves the revision forward, in the write's transaction: a reader that
    /// sees the new revision sees the write, and one that sees the old one does not.
    ///
    /// The same statement notifies the change feeds (``PostgresChangeFeed``) that the todos
    /// changed: every write that moves the revision comes through here, so none can forget, and
    /// it costs no round trip more. PostgreSQL sends the notification when the transaction
    /// commits, and never if it rolls back.
    static func adjustCounts(_ connection: PostgresConnection, total: Int, done: Int) async throws {
        for try await _ in try await connection.rows(
            """
            WITH moved AS (
            UPDATE todo_counts SET total = total + \(total), done = done + \(done), revision = revision + 1 \
            WHERE id = 1 RETURNING 1)
            SELECT pg_notify(\(PostgresChangeFeed.channel), \(ChangeTopic.todos.rawValue)) FROM moved
            """)
        {}
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
