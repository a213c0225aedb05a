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
/// todo), so writers cannot deadlock; deletions lower the counts by what they deleted.
/// `SERIALIZABLE` would give the same results but fail and retry under exactly the load this is
/// for (concurrent adds).
public struct PostgresTodoStore: TodoStore {
    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    /// The statements and decoding the operations share.
    private typealias Rows = PostgresTodoRows

    public func fetchAll() async throws(AppError) -> [TodoRecord] {
        try await database.perform("fetch todos") { connection in
            try await Rows.records(
                connection.rows(
                    PostgresQuery(unsafeSQL: "SELECT \(Rows.columns) FROM todo ORDER BY position, created_at, id")))
        }
    }

    public func fetch(id: String) async throws(AppError) -> TodoRecord? {
        try await database.perform("fetch todo") { connection in
            try await Rows.records(connection.rows(Rows.select(where: "id = $1", id))).first
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
                unsafeSQL: "SELECT \(Rows.columns) FROM todo WHERE id >= $1 AND id < $2 ORDER BY id LIMIT $3",
                binds: bindings)
            return try await Rows.records(connection.rows(query))
        }
    }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice {
        let (offset, limit) = (max(0, offset), max(0, limit))
        return try await database.perform("fetch a page of todos") { connection in
            // Without a title test the window is the rows; with one, every row streams through
            // (no limit) and only the window is kept.
            let rows = try await connection.rows(
                PostgresTodoPageStatement(
                    completed: completed, limit: titleMatching == nil ? limit : nil,
                    offset: titleMatching == nil ? offset : 0))
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
            try await Rows.place(insertions, on: connection).count
        }
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await database.transaction("insert a todo") { connection in
            try await Rows.place([TodoInsertion(record: record, placeLast: placeLast)], on: connection)[0]
        }
    }

    public func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> TodoRecord? {
        try await database.transaction("change a todo") { connection in
            guard
                let current = try await Rows.records(
                    connection.rows(Rows.select(where: "id = $1 FOR UPDATE", id))
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
            try await Rows.adjustCounts(connection, total: 0, done: done)
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
            try await Rows.adjustCounts(connection, total: -1, done: deleted ? -1 : 0)
            return true
        }
    }

    public func deleteCompleted() async throws(AppError) -> [TodoRecord] {
        try await database.transaction("delete completed todos") { connection in
            let deleted = try await Rows.records(
                connection.rows(
                    PostgresQuery(unsafeSQL: "DELETE FROM todo WHERE completed RETURNING \(Rows.columns)")))
            try await Rows.adjustCounts(connection, total: -deleted.count, done: -deleted.count)
            return deleted
        }
    }

    public func restore(_ records: [TodoRecord]) async throws(AppError) -> Int {
        guard !records.isEmpty else { return 0 }
        return try await database.transaction("restore todos") { connection in
            // Locked first, as every insert does: the counts stay right beside concurrent inserts.
            _ = try await Rows.counts(connection, lock: "FOR UPDATE")
            var (restored, done) = (0, 0)
            for record in records {
                for try await completed in try await connection.rows(
                    """
                    INSERT INTO todo (id, title, completed, position, created_at, updated_at)
                    VALUES (\(record.id), \(record.title), \(record.completed), \(record.position), \
                    \(record.createdAt), \(record.updatedAt))
                    ON CONFLICT (id) DO NOTHING RETURNING completed
                    """
                ).decode(Bool.self) {
                    restored += 1
                    if completed { done += 1 }
                }
            }
            if restored > 0 { try await Rows.adjustCounts(connection, total: restored, done: done) }
            return restored
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
            try await Rows.adjustCounts(connection, total: -count, done: -done)
            return count
        }
    }
}
