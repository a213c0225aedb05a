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
/// Every write also moves the counts row's revision forward, so a change locks that row too,
/// after its todo. Locks are always taken todo first, counts second (an insert locks no existing
/// todo), so writers cannot deadlock; deletions lower the counts by what they deleted. `SERIALIZABLE` would give the same results but fail and retry
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

    public func revision() async throws(AppError) -> Int64 {
        try await database.perform("read the todo revision") { connection in
            for try await revision in try await connection.rows("SELECT revision FROM todo_counts WHERE id = 1")
                .decode(Int64.self)
            {
                return revision
            }
            return 0
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
                PostgresTodoPageStatement(
                    completed: completed, limit: titleMatching == nil ? limit : nil,
                    offset: titleMatching == nil ? offset : 0), logger: PostgreSQLDatabase.queryLogger)
            var (total, done, revision) = (0, 0, Int64(0))
            var page: [TodoRecord] = []
            var window = titleMatching.map { MatchingWindow(offset: offset, limit: limit, matches: $0) }
            for try await row in rows {
                (total, done, revision) = (row.total, row.done, row.revision)
                guard let record = row.record else { continue }
                if window != nil {
                    window?.offer(title: record.title) { record }
                } else {
                    page.append(record)
                }
            }
            guard let window else {
                let selected = completed.map { $0 ? done : total - done } ?? total
                return TodoRecordSlice(
                    records: page, total: total, done: done, selected: selected, revision: revision)
            }
            return TodoRecordSlice(
                records: window.records, total: total, done: done, selected: window.selected, revision: revision)
        }
    }

    public func insert(contentsOf insertions: [TodoInsertion]) async throws(AppError) -> Int {
        guard !insertions.isEmpty else { return 0 }
        return try await database.transaction("insert todos") { connection in
            try await Self.place(insertions, on: connection).count
        }
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await database.transaction("insert a todo") { connection in
            try await Self.place([TodoInsertion(record: record, placeLast: placeLast)], on: connection)[0]
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
            // Even when no count changes: the revision moves with every write.
            let done = changed.completed == current.completed ? 0 : changed.completed ? 1 : -1
            try await Self.adjustCounts(connection, total: 0, done: done)
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

    // MARK: - Rows

    /// Inserts the records in order, those marked `placeLast` after the largest stored position,
    /// and keeps the counts: the counts row is locked first, so concurrent inserts take turns and
    /// each reads the position the previous one left. Returns the records as stored.
    private static func place(_ insertions: [TodoInsertion], on connection: PostgresConnection) async throws
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

    /// Keeps the counts and moves the revision forward, in the write's transaction: a reader that
    /// sees the new revision sees the write, and one that sees the old one does not.
    private static func adjustCounts(_ connection: PostgresConnection, total: Int, done: Int) async throws {
        try await connection.rows(
            """
            UPDATE todo_counts SET total = total + \(total), done = done + \(done), revision = revision + 1 \
            WHERE id = 1
            """)
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
