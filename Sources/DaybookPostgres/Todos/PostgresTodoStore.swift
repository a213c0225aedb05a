import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `TodoStore` in a PostgreSQL database that several Daybook processes share.
///
/// Built so that writers do not wait for one another, in one process or in several: no row is
/// written by every write.
/// - **Adding todos is one statement**, committed on its own: the todos, at the positions they
///   name (``PostgresTodoInsertStatement``) or placed last (``PostgresTodoAppendStatement``), and
///   the counts of the connection's own shard of `todo_counts`, in one round trip. A todo placed
///   last gets a position of its own, after every todo there was before, even beside adds on
///   other servers: the owner's `todo_tail` row orders those. ``GroupingTodoStore``, composed
///   over this store, sends the adds that arrive together as one. The change feeds are told once
///   it committed (``PostgresChangeNotifier``).
/// - **The counts are sharded** (``PostgresTodoRows/shards`` rows): a write moves its
///   connection's row, and readers sum them, in the same snapshot as the todos they read, so the
///   counts are exact and the revision (their sum too) moves with every write.
/// - **A change locks its todo** (`FOR UPDATE`, `READ COMMITTED`) before applying the
///   transform, so two processes changing one todo apply one change after the other, not both
///   to the same old value; then one statement writes it and moves its shard.
/// Locks are always taken tail first, todo next, shard last, so writers cannot deadlock; deletions lower
/// the counts by what they deleted. `SERIALIZABLE` would give the same results but fail and retry
/// under exactly the load this is for (concurrent adds).
///
/// Bound to one owner (``owned(by:)``): every statement names `owner`, the first column of the
/// list-order index, and the counts are the owner's own rows. Ids stay unique across owners (the
/// primary key); another owner's id is not found.
public struct PostgresTodoStore: TodoStore {
    private let database: PostgreSQLDatabase
    public let owner: DataOwner

    /// The household's todos (see ``DataOwner/household``); ``owned(by:)`` for an account's.
    public init(database: PostgreSQLDatabase) {
        self.database = database
        owner = .household
    }

    private init(_ store: PostgresTodoStore, owner: DataOwner) {
        database = store.database
        self.owner = owner
    }

    public func owned(by owner: DataOwner) -> PostgresTodoStore {
        PostgresTodoStore(self, owner: owner)
    }

    private var key: String { owner.key }

    /// The statements and decoding the operations share.
    private typealias Rows = PostgresTodoRows

    public func fetchAll() async throws(AppError) -> [TodoRecord] {
        try await database.perform("fetch todos") { [key] connection in
            try await Rows.records(
                connection.rows(
                    "SELECT \(unescaped: Rows.columns) FROM todo WHERE owner = \(key) ORDER BY position, created_at, id"
                ))
        }
    }

    public func fetch(id: String) async throws(AppError) -> TodoRecord? {
        try await database.perform("fetch todo") { [key] connection in
            try await Rows.records(connection.rows(Rows.select(owner: key, where: "id = $2", id))).first
        }
    }

    public func revision() async throws(AppError) -> Int64 {
        try await database.perform("read the todo revision") { [key] connection in
            for try await revision in try await connection.rows(
                "SELECT COALESCE(SUM(revision), 0)::bigint FROM todo_counts WHERE owner = \(key)"
            ).decode(Int64.self) {
                return revision
            }
            return 0
        }
    }

    public func fetch(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoRecord] {
        try await database.perform("fetch todos by id prefix") { [key] connection in
            // Ids are lower-case hex digits and dashes, all below "~" (the column compares bytes).
            try await Rows.records(
                connection.rows(
                    """
                    SELECT \(unescaped: Rows.columns) FROM todo WHERE id >= \(prefix) AND id < \(prefix + "~") \
                    AND owner = \(key) ORDER BY id LIMIT \(max(0, limit))
                    """))
        }
    }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice {
        let (offset, limit) = (max(0, offset), max(0, limit))
        return try await database.perform("fetch a page of todos") { [key] connection in
            // Without a title test the window is the rows; with one, every row streams through
            // (no limit) and only the window is kept.
            let rows = try await connection.rows(
                PostgresTodoPageStatement(
                    completed: completed, limit: titleMatching == nil ? limit : nil,
                    offset: titleMatching == nil ? offset : 0, owner: key))
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

    public func rank(of id: String, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?)
        async throws(AppError) -> Int?
    {
        try await database.perform("find where a todo is in the list") { [key] connection in
            // One statement, so one snapshot: the todo (`before` false), then the todos the filter
            // keeps before it in list order, a range of the list-order index: each one's title for
            // a title test, else only their count.
            let earlier = titleMatching == nil ? "NULL::text, count(*)::bigint" : "t.title, 1::bigint"
            let rows = try await connection.rows(
                """
                WITH k AS (SELECT position, created_at, id, completed, title FROM todo WHERE owner = \(key) AND id = \(id))
                SELECT false, k.completed, k.title, 0::bigint FROM k
                UNION ALL
                SELECT true, NULL::boolean, \(unescaped: earlier) FROM todo t, k
                WHERE t.owner = \(key) AND (\(completed)::boolean IS NULL OR t.completed = \(completed))
                AND (t.position, t.created_at, t.id) < (k.position, k.created_at, k.id)
                """
            ).decode((Bool, Bool?, String?, Int64).self)
            var (found, rank) = (false, 0)
            for try await (before, done, title, count) in rows {
                let matches = title.map { titleMatching?($0) ?? true } ?? true
                if before {
                    if matches { rank += Int(count) }
                } else {
                    found = matches && (completed == nil || done == completed)
                }
            }
            return found ? rank : nil
        }
    }

    public func insert(contentsOf insertions: [TodoInsertion], within: Duration?) async throws(AppError)
        -> [TodoRecord]
    {
        guard !insertions.isEmpty else { return [] }
        if let within, within <= .zero { throw database.unreachable }
        return try await database.perform("add todos", leaseWithin: within) { [key] connection in
            var positions: [String: Int] = [:]
            let rows =
                insertions.contains(where: \.placeLast)
                ? try await connection.rows(PostgresTodoAppendStatement(insertions: insertions, owner: key))
                : try await connection.rows(PostgresTodoInsertStatement(records: insertions.map(\.record), owner: key))
            for try await (id, position) in rows { positions[id] = position }
            if !positions.isEmpty { PostgresChangeNotes.note(.todos) }
            return try insertions.map { insertion in
                guard let position = positions[insertion.record.id] else { throw PostgresTodoRows.NotStored() }
                var record = insertion.record
                record.position = position
                return record
            }
        }
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        let stored = try await insert(contentsOf: [TodoInsertion(record: record, placeLast: placeLast)])
        return stored[0]
    }

    public func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> (record: TodoRecord, changed: Bool)? {
        try await database.transaction("change a todo") { [key] connection in
            guard
                let current = try await Rows.records(
                    connection.rows(Rows.select(owner: key, where: "id = $2 FOR UPDATE", id))
                ).first
            else { return nil }
            var changed = try transform(current)
            changed.id = id
            // Nothing to change is nothing written: no row, no counts, no revision, no
            // announcement (nothing is noted for the change feed).
            guard changed != current else { return (current, false) }
            // Even when no count changes: the revision moves with every write.
            let done = changed.completed == current.completed ? 0 : changed.completed ? 1 : -1
            for try await _ in try await connection.rows(
                """
                WITH changed AS (
                UPDATE todo SET title = \(changed.title), completed = \(changed.completed), \
                position = \(changed.position), created_at = \(changed.createdAt), updated_at = \(changed.updatedAt) \
                WHERE id = \(id) AND owner = \(key) RETURNING 1),
                moved AS (
                INSERT INTO todo_counts (owner, id, total, done, revision)
                SELECT \(key), \(unescaped: Rows.shard), 0, \(done), 1 FROM changed
                \(unescaped: Rows.addToCounts) RETURNING 1)
                SELECT 1 FROM moved
                """)
            {
                PostgresChangeNotes.note(.todos)
            }
            return (changed, true)
        }
    }

    public func delete(id: String) async throws(AppError) -> Bool {
        // One statement: the todo and its shard's counts, only if it was there.
        try await database.perform("delete a todo") { [key] connection in
            var deleted = false
            for try await _ in try await connection.rows(
                """
                WITH gone AS (DELETE FROM todo WHERE id = \(id) AND owner = \(key) RETURNING completed),
                moved AS (
                INSERT INTO todo_counts (owner, id, total, done, revision)
                SELECT \(key), \(unescaped: Rows.shard), -1, CASE WHEN completed THEN -1 ELSE 0 END, 1 FROM gone
                \(unescaped: Rows.addToCounts) RETURNING 1)
                SELECT 1 FROM moved
                """)
            {
                deleted = true
                PostgresChangeNotes.note(.todos)
            }
            return deleted
        }
    }

    public func deleteCompleted() async throws(AppError) -> [TodoRecord] {
        try await database.transaction("delete completed todos") { [key] connection in
            let deleted = try await Rows.records(
                connection.rows(
                    "DELETE FROM todo WHERE owner = \(key) AND completed RETURNING \(unescaped: Rows.columns)"))
            // None done is nothing deleted: no counts, no revision, nothing noted for the feed.
            if !deleted.isEmpty {
                try await Rows.adjustCounts(connection, owner: key, total: -deleted.count, done: -deleted.count)
            }
            return deleted
        }
    }

    public func restore(_ records: [TodoRecord]) async throws(AppError) -> Int {
        guard !records.isEmpty else { return 0 }
        return try await database.transaction("restore todos") { [key] connection in
            var (restored, done) = (0, 0)
            for record in records {
                // An id stored already, whoever's, is left as it is.
                for try await completed in try await connection.rows(
                    """
                    INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
                    VALUES (\(key), \(record.id), \(record.title), \(record.completed), \(record.position), \
                    \(record.createdAt), \(record.updatedAt))
                    ON CONFLICT (id) DO NOTHING RETURNING completed
                    """
                ).decode(Bool.self) {
                    restored += 1
                    if completed { done += 1 }
                }
            }
            if restored > 0 { try await Rows.adjustCounts(connection, owner: key, total: restored, done: done) }
            return restored
        }
    }

    public func deleteAll() async throws(AppError) -> Int {
        try await database.transaction("delete all todos") { [key] connection in
            // The counts go down by what this statement deleted, not to zero: an insert that
            // commits meanwhile is not in this statement's snapshot and stays, counted.
            var (count, done) = (0, 0)
            for try await row in try await connection.rows(
                """
                WITH gone AS (DELETE FROM todo WHERE owner = \(key) RETURNING completed)
                SELECT count(*), count(*) FILTER (WHERE completed) FROM gone
                """
            ).decode((Int, Int).self) {
                (count, done) = row
            }
            if count > 0 { try await Rows.adjustCounts(connection, owner: key, total: -count, done: -done) }
            return count
        }
    }
}
