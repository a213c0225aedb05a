import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `TodoStore` in Daybook's SQLite database. Plain SQL over cached statements: the
/// repository above it does the translation to entities.
public struct SQLiteTodoStore: TodoStore {
    private let database: SQLiteDatabase
    /// Where deep pages start (see ``ListKeySamples``); shared by every copy of this store.
    private let samples = ListKeySamples()
    /// The list's revision, read on a connection of its own; shared by every copy of this store.
    private let revisionReader: SQLiteNumberReader

    public init(database: SQLiteDatabase) {
        self.database = database
        revisionReader = database.numberReader(sql: "SELECT revision FROM todo_counts WHERE id = 1")
    }

    private static let columns = "id, title, completed, position, createdAt, updatedAt"

    public func fetchAll() async throws(AppError) -> [TodoRecord] {
        try await database.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(Self.columns) FROM todo ORDER BY position, createdAt, id"
            )
            return try Self.records(Row.fetchCursor(statement))
        }
    }

    public func fetch(id: String) async throws(AppError) -> TodoRecord? {
        try await database.read { db in try Self.fetch(db, id: id) }
    }

    public func revision() async throws(AppError) -> Int64 {
        // One statement, asked on every request that may answer from what it kept: on a
        // connection of its own, without GRDB's queues (see SQLiteNumberReader).
        try await database.read(revisionReader) ?? 0
    }

    public func fetch(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoRecord] {
        try await database.read { db in
            // A range of the primary key's index: ids are lower-case hex digits and dashes, all
            // below "~", so every id that starts with the prefix sorts between the two bounds.
            let statement = try db.cachedStatement(
                sql: "SELECT \(Self.columns) FROM todo WHERE id >= ? AND id < ? ORDER BY id LIMIT ?")
            return try Self.records(Row.fetchCursor(statement, arguments: [prefix, prefix + "~", limit]))
        }
    }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice {
        // SQL reads a negative LIMIT as "no limit": nothing below zero reaches it.
        let (offset, limit) = (max(0, offset), max(0, limit))
        return try await database.read { db in
            // The counts come from the one-row table every write keeps current (migration v5).
            let counts = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT total, done, revision FROM todo_counts WHERE id = 1"))
            let (total, done, revision): (Int, Int, Int64) = (counts?[0] ?? 0, counts?[1] ?? 0, counts?[2] ?? 0)
            let filter = completed == nil ? "" : "WHERE completed = ?"
            let arguments: StatementArguments = completed.map { [$0] } ?? []
            guard let titleMatching else {
                // The list-order index gives the window without sorting or reading the rest; deep
                // in the list, from the sampled key before it rather than from the start.
                let (after, skip) = try samples.start(offset: offset, completed: completed, revision: revision) {
                    try Self.sampledKeys(db, filter: filter, arguments: arguments)
                }
                var seek = ""
                var seekArguments: StatementArguments = []
                if let after {
                    seek = (filter.isEmpty ? "WHERE" : " AND") + " (position, createdAt, id) > (?, ?, ?)"
                    seekArguments = [after.position, after.createdAt, after.id]
                }
                let statement = try db.cachedStatement(
                    sql:
                        "SELECT \(Self.columns) FROM todo \(filter)\(seek) ORDER BY position, createdAt, id LIMIT ? OFFSET ?"
                )
                let records = try Self.records(
                    Row.fetchCursor(statement, arguments: arguments + seekArguments + [limit, skip]))
                let selected = completed.map { $0 ? done : total - done } ?? total
                return TodoRecordSlice(
                    records: records, total: total, done: done, selected: selected, revision: revision)
            }
            // A title test needs every title: step through them in list order, keeping only the
            // window and a count, so memory does not grow with the list.
            let statement = try db.cachedStatement(
                sql: "SELECT \(Self.columns) FROM todo \(filter) ORDER BY position, createdAt, id")
            let cursor = try Row.fetchCursor(statement, arguments: arguments)
            var window = MatchingWindow(offset: offset, limit: limit, matches: titleMatching)
            while let row = try cursor.next() { window.offer(title: row[1]) { Self.record(row) } }
            return TodoRecordSlice(
                records: window.records, total: total, done: done, selected: window.selected, revision: revision)
        }
    }

    public func insert(contentsOf insertions: [TodoInsertion]) async throws(AppError) -> Int {
        guard !insertions.isEmpty else { return 0 }
        return try await database.write { db in
            // One transaction and one prepared statement for the lot: the cost per todo is the
            // row and its index entries, nothing more.
            var last = try Self.lastPosition(db)
            let insert = try db.cachedStatement(sql: "INSERT INTO todo (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?)")
            var done = 0
            for insertion in insertions {
                var record = insertion.record
                if record.completed { done += 1 }
                if insertion.placeLast { record.position = TodoOrder.after(last) }
                last = max(last ?? record.position, record.position)
                try insert.execute(arguments: Self.arguments(record))
            }
            try Self.adjustCounts(db, total: insertions.count, done: done)
            return insertions.count
        }
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await database.write { db in
            var record = record
            if placeLast {
                record.position = TodoOrder.after(try Self.lastPosition(db))
            }
            try db.cachedStatement(sql: "INSERT INTO todo (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?)")
                .execute(arguments: Self.arguments(record))
            try Self.adjustCounts(db, total: 1, done: record.completed ? 1 : 0)
            return record
        }
    }

    public func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> TodoRecord? {
        try await database.write { db in
            guard let current = try Self.fetch(db, id: id) else { return nil }
            var changed = try transform(current)
            changed.id = id
            try db.cachedStatement(
                sql: "UPDATE todo SET title = ?, completed = ?, position = ?, createdAt = ?, updatedAt = ? WHERE id = ?"
            )
            .execute(arguments: [
                changed.title, changed.completed, changed.position, changed.createdAt, changed.updatedAt, id,
            ])
            try Self.adjustCounts(
                db, total: 0, done: changed.completed == current.completed ? 0 : changed.completed ? 1 : -1)
            return changed
        }
    }

    public func delete(id: String) async throws(AppError) -> Bool {
        try await database.write { db in
            let deleted = try Bool.fetchOne(
                db.cachedStatement(sql: "DELETE FROM todo WHERE id = ? RETURNING completed"), arguments: [id])
            guard let deleted else { return false }
            try Self.adjustCounts(db, total: -1, done: deleted ? -1 : 0)
            return true
        }
    }

    public func deleteCompleted() async throws(AppError) -> [TodoRecord] {
        try await database.write { db in
            let statement = try db.cachedStatement(sql: "DELETE FROM todo WHERE completed RETURNING \(Self.columns)")
            let deleted = try Self.records(Row.fetchCursor(statement))
            try Self.adjustCounts(db, total: -deleted.count, done: -deleted.count)
            return deleted
        }
    }

    public func restore(_ records: [TodoRecord]) async throws(AppError) -> Int {
        guard !records.isEmpty else { return 0 }
        return try await database.write { db in
            let insert = try db.cachedStatement(
                sql: "INSERT INTO todo (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING")
            var (restored, done) = (0, 0)
            for record in records {
                try insert.execute(arguments: Self.arguments(record))
                guard db.changesCount > 0 else { continue }
                restored += 1
                if record.completed { done += 1 }
            }
            // Nothing put back is nothing written: the revision, and what was kept at it, stay.
            if restored > 0 { try Self.adjustCounts(db, total: restored, done: done) }
            return restored
        }
    }

    public func deleteAll() async throws(AppError) -> Int {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM todo")
            let count = db.changesCount
            try db.execute(sql: "UPDATE todo_counts SET total = 0, done = 0, revision = revision + 1 WHERE id = 1")
            return count
        }
    }

    // MARK: - Rows

    /// The largest stored position, from the list-order index; `nil` for an empty list. Placing
    /// after it is ``TodoOrder``'s arithmetic, in Swift, where the range is checked: SQL's
    /// `MAX(position) + 1` would silently turn into a float past the largest integer.
    private static func lastPosition(_ db: Database) throws -> Int? {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(position) FROM todo"))
    }

    /// The key of every ``ListKeySamples/stride``-th todo the filter selects, in list order, from
    /// the list-order index.
    private static func sampledKeys(_ db: Database, filter: String, arguments: StatementArguments) throws
        -> [ListKeySamples.Key]
    {
        let statement = try db.cachedStatement(
            sql: "SELECT position, createdAt, id FROM todo \(filter) ORDER BY position, createdAt, id")
        let cursor = try Row.fetchCursor(statement, arguments: arguments)
        var keys: [ListKeySamples.Key] = []
        var index = 0
        while let row = try cursor.next() {
            index += 1
            if index % ListKeySamples.stride == 0 {
                keys.append(ListKeySamples.Key(position: row[0], createdAt: row[1], id: row[2]))
            }
        }
        return keys
    }

    /// Keeps the counts row in step with a change and moves the revision forward, inside the
    /// change's own transaction, so no reader ever sees one without the other. Every write calls
    /// it, even one that changes no count.
    private static func adjustCounts(_ db: Database, total: Int, done: Int) throws {
        try db.cachedStatement(
            sql: "UPDATE todo_counts SET total = total + ?, done = done + ?, revision = revision + 1 WHERE id = 1"
        )
        .execute(arguments: [total, done])
    }

    private static func fetch(_ db: Database, id: String) throws -> TodoRecord? {
        let statement = try db.cachedStatement(sql: "SELECT \(columns) FROM todo WHERE id = ?")
        return try Row.fetchOne(statement, arguments: [id]).map(record)
    }

    /// Reads each row in place as the cursor steps, rather than copying every row first as
    /// `fetchAll` does: a third less time for a long list.
    private static func records(_ cursor: RowCursor) throws -> [TodoRecord] {
        var records: [TodoRecord] = []
        while let row = try cursor.next() { records.append(record(row)) }
        return records
    }

    private static func record(_ row: Row) -> TodoRecord {
        TodoRecord(
            id: row[0],
            title: row[1],
            completed: row[2],
            position: row[3],
            createdAt: row[4],
            updatedAt: row[5]
        )
    }

    private static func arguments(_ record: TodoRecord) -> StatementArguments {
        [record.id, record.title, record.completed, record.position, record.createdAt, record.updatedAt]
    }
}
