import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `TodoStore` in a PostgreSQL database that several Daybook processes share.
///
/// Transactions run at `READ COMMITTED`, PostgreSQL's default, with explicit row locks where a
/// write depends on what it read:
/// - an insert first locks the one `todo_counts` row (`FOR UPDATE`). Every insert takes that
///   lock, so "place last" reads the largest position only once the previous insert committed
///   (each statement of a `READ COMMITTED` transaction sees what committed before it began): no
///   two todos get the same position, and the counts never drift;
/// - a change locks its todo (`FOR UPDATE`) before applying the transform, so two processes
///   changing one todo apply one change after the other, not both to the same old value.
/// Locks are always taken todo first, counts second (an insert locks no existing todo), so
/// writers cannot deadlock; deletions lower the counts by what they deleted. `SERIALIZABLE` would give the same results but fail and retry
/// under exactly the load this is for (concurrent adds).
public struct PostgresTodoStore: TodoStore {
    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    private typealias Row = (String, String, Bool, Int, Int64, Int64)
    private static let columns = "id, title, completed, position, created_at, updated_at"

    public func fetchAll() async throws(AppError) -> [TodoRecord] {
        try await database.perform("fetch todos") { connection in
            try await Self.records(
                connection.rows(
                    PostgresQuery(unsafeSQL: "SELECT \(Self.columns) FROM todo ORDER BY position, created_at, id")))
        }
    }

    public func fetch(id: String) async throws(AppError) -> TodoRecord? {
        try await database.perform("fetch todo") { connection in
            try await Self.records(connection.rows(Self.select(where: "id = $1", id))).first
        }
    }

    public func fetch(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoRecord] {
        try await database.perform("fetch todos by id prefix") { connection in
            // Ids are lower-case hex digits and dashes, all below "~" (the column compares bytes).
            var bindings = PostgresBindings()
            bindings.append(prefix)
            bindings.append(prefix + "~")
            bindings.append(max(0, limit))
            let query = PostgresQuery(
                unsafeSQL: "SELECT \(Self.columns) FROM todo WHERE id >= $1 AND id < $2 ORDER BY id LIMIT $3",
                binds: bindings)
            return try await Self.records(connection.rows(query))
        }
    }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice {
        let (offset, limit) = (max(0, offset), max(0, limit))
        return try await database.perform("fetch a page of todos") { connection in
            // Without a title test the window is the rows; with one, every row streams through
            // (no limit) and only the window is kept.
            let rows = try await connection.execute(
                PageStatement(
                    completed: completed, limit: titleMatching == nil ? limit : nil,
                    offset: titleMatching == nil ? offset : 0), logger: PostgreSQLDatabase.queryLogger)
            var (total, done) = (0, 0)
            var records: [TodoRecord] = []
            let kept = offset..<(offset.addingReportingOverflow(limit).overflow ? Int.max : offset + limit)
            var selected = 0
            for try await row in rows {
                (total, done) = (row.0, row.1)
                guard let id = row.2, let title = row.3, let isDone = row.4, let position = row.5,
                    let createdAt = row.6, let updatedAt = row.7
                else { continue }
                let record = TodoRecord(
                    id: id, title: title, completed: isDone, position: position, createdAt: createdAt,
                    updatedAt: updatedAt)
                guard let titleMatching else {
                    records.append(record)
                    continue
                }
                guard titleMatching(title) else { continue }
                if kept.contains(selected) { records.append(record) }
                selected += 1
            }
            if titleMatching == nil { selected = completed.map { $0 ? done : total - done } ?? total }
            return TodoRecordSlice(records: records, total: total, done: done, selected: selected)
        }
    }

    public func insert(contentsOf insertions: [TodoInsertion]) async throws(AppError) -> Int {
        guard !insertions.isEmpty else { return 0 }
        return try await database.transaction("insert todos") { connection in
            _ = try await Self.counts(connection, lock: "FOR UPDATE")
            var last = try await Self.lastPosition(connection)
            var done = 0
            for insertion in insertions {
                var record = insertion.record
                if record.completed { done += 1 }
                if insertion.placeLast { record.position = TodoOrder.after(last) }
                last = max(last ?? record.position, record.position)
                try await connection.rows(Self.insertQuery(record))
            }
            try await Self.adjustCounts(connection, total: insertions.count, done: done)
            return insertions.count
        }
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await database.transaction("insert a todo") { connection in
            _ = try await Self.counts(connection, lock: "FOR UPDATE")
            var record = record
            if placeLast { record.position = TodoOrder.after(try await Self.lastPosition(connection)) }
            try await connection.rows(Self.insertQuery(record))
            try await Self.adjustCounts(connection, total: 1, done: record.completed ? 1 : 0)
            return record
        }
    }

    public func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> TodoRecord? {
        try await database.transaction("change a todo") { connection in
            guard
                let current = try await Self.records(
                    connection.rows(Self.select(where: "id = $1 FOR UPDATE", id))
                ).first
            else { return nil }
            var changed = try transform(current)
            changed.id = id
            try await connection.rows(
                """
                UPDATE todo SET title = \(changed.title), completed = \(changed.completed), \
                position = \(changed.position), created_at = \(changed.createdAt), updated_at = \(changed.updatedAt) \
                WHERE id = \(id)
                """)
            if changed.completed != current.completed {
                try await Self.adjustCounts(connection, total: 0, done: changed.completed ? 1 : -1)
            }
            return changed
        }
    }

    public func delete(id: String) async throws(AppError) -> Bool {
        try await database.transaction("delete a todo") { connection in
            var deleted: Bool?
            for try await completed in try await connection.rows(
                "DELETE FROM todo WHERE id = \(id) RETURNING completed"
            ).decode(Bool.self) {
                deleted = completed
            }
            guard let deleted else { return false }
            try await Self.adjustCounts(connection, total: -1, done: deleted ? -1 : 0)
            return true
        }
    }

    public func deleteCompleted() async throws(AppError) -> Int {
        try await database.transaction("delete completed todos") { connection in
            let count = try await Self.count(
                connection.rows("WITH gone AS (DELETE FROM todo WHERE completed RETURNING 1) SELECT count(*) FROM gone")
            )
            try await Self.adjustCounts(connection, total: -count, done: -count)
            return count
        }
    }

    public func deleteAll() async throws(AppError) -> Int {
        try await database.transaction("delete all todos") { connection in
            // The counts go down by what this statement deleted, not to zero: an insert that
            // commits meanwhile is not in this statement's snapshot and stays, counted.
            var (count, done) = (0, 0)
            for try await row in try await connection.rows(
                """
                WITH gone AS (DELETE FROM todo RETURNING completed)
                SELECT count(*), count(*) FILTER (WHERE completed) FROM gone
                """
            ).decode((Int, Int).self) {
                (count, done) = row
            }
            try await Self.adjustCounts(connection, total: -count, done: -done)
            return count
        }
    }

    /// A page of the list with the counts, as one prepared statement: the counts and the rows
    /// come from one snapshot in one round trip, and the server plans it once per connection
    /// (planning this join costs more than running it on a short list). `completed` and `limit`
    /// may be null: every todo, and no limit.
    private struct PageStatement: PostgresPreparedStatement {
        typealias Row = (Int, Int, String?, String?, Bool?, Int?, Int64?, Int64?)
        static let name = "daybook_todo_page"
        static let sql = """
            SELECT c.total, c.done, t.id, t.title, t.completed, t.position, t.created_at, t.updated_at
            FROM todo_counts c LEFT JOIN LATERAL (
                SELECT id, title, completed, position, created_at, updated_at FROM todo
                WHERE $1::boolean IS NULL OR completed = $1
                ORDER BY position, created_at, id LIMIT $2 OFFSET $3
            ) t ON TRUE
            WHERE c.id = 1
            """
        static let bindingDataTypes: [PostgresDataType] = [.bool, .int8, .int8]

        var completed: Bool?
        var limit: Int?
        var offset: Int

        func makeBindings() -> PostgresBindings {
            var bindings = PostgresBindings(capacity: 3)
            bindings.append(completed)
            bindings.append(limit)
            bindings.append(offset)
            return bindings
        }

        func decodeRow(_ row: PostgresRow) throws -> Row {
            try row.decode(Row.self)
        }
    }

    // MARK: - Rows

    private static func select(where condition: String, _ id: String) -> PostgresQuery {
        var bindings = PostgresBindings()
        bindings.append(id)
        return PostgresQuery(unsafeSQL: "SELECT \(columns) FROM todo WHERE \(condition)", binds: bindings)
    }

    private static func insertQuery(_ record: TodoRecord) -> PostgresQuery {
        """
        INSERT INTO todo (id, title, completed, position, created_at, updated_at)
        VALUES (\(record.id), \(record.title), \(record.completed), \(record.position), \(record.createdAt), \
        \(record.updatedAt))
        """
    }

    /// The kept counts, read with `lock` (`FOR UPDATE` makes concurrent writers take turns).
    private static func counts(_ connection: PostgresConnection, lock: String) async throws -> (Int, Int) {
        for try await (total, done) in try await connection.rows(
            PostgresQuery(unsafeSQL: "SELECT total, done FROM todo_counts WHERE id = 1 \(lock)")
        ).decode((Int, Int).self) {
            return (total, done)
        }
        return (0, 0)
    }

    /// The largest stored position; `nil` for an empty list. Placing after it is ``TodoOrder``'s
    /// arithmetic, in Swift, where the range is checked.
    private static func lastPosition(_ connection: PostgresConnection) async throws -> Int? {
        for try await position in try await connection.rows("SELECT MAX(position) FROM todo").decode(Int?.self) {
            return position
        }
        return nil
    }

    private static func adjustCounts(_ connection: PostgresConnection, total: Int, done: Int) async throws {
        try await connection.rows(
            "UPDATE todo_counts SET total = total + \(total), done = done + \(done) WHERE id = 1")
    }

    private static func count(_ rows: PostgresRowSequence) async throws -> Int {
        var count = 0
        for try await value in rows.decode(Int.self) { count = value }
        return count
    }

    private static func records(_ rows: PostgresRowSequence) async throws -> [TodoRecord] {
        var records: [TodoRecord] = []
        for try await row in rows.decode(Row.self) { records.append(record(row)) }
        return records
    }

    private static func record(_ row: Row) -> TodoRecord {
        TodoRecord(id: row.0, title: row.1, completed: row.2, position: row.3, createdAt: row.4, updatedAt: row.5)
    }
}
