import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `TodoStore` in Daybook's SQLite database. Plain SQL over cached statements: the
/// repository above it does the translation to entities.
///
/// Bound to one owner (``owned(by:)``): every statement names `owner`, the first column of the
/// list-order index, so one person's list reads as a range of that index whoever else stores
/// todos. Ids stay unique across owners (the primary key); another owner's id is not found.
public struct SQLiteTodoStore: TodoStore {
    private let database: SQLiteDatabase
    public let owner: DataOwner
    /// Where deep pages start (see ``ListKeySamples``); shared by every copy of this store.
    private let samples: ListKeySamples
    /// The owner's revision, read on a connection of its own; shared by every copy of this store.
    private let revisionReader: SQLiteNumberReader

    /// The household's todos (see ``DataOwner/household``); ``owned(by:)`` for an account's.
    public init(database: SQLiteDatabase) {
        self.database = database
        owner = .household
        samples = ListKeySamples()
        revisionReader = database.numberReader(sql: "SELECT revision FROM todo_counts WHERE owner = ?")
    }

    private init(_ store: SQLiteTodoStore, owner: DataOwner) {
        database = store.database
        self.owner = owner
        samples = store.samples
        revisionReader = store.revisionReader
    }

    public func owned(by owner: DataOwner) -> SQLiteTodoStore {
        SQLiteTodoStore(self, owner: owner)
    }

    private typealias Rows = SQLiteTodoRows
    private var key: String { owner.key }

    public func fetchAll() async throws(AppError) -> [TodoRecord] {
        try await database.read { [key] db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(Rows.columns) FROM todo WHERE owner = ? ORDER BY position, createdAt, id")
            return try Rows.records(Row.fetchCursor(statement, arguments: [key]))
        }
    }

    public func fetch(id: String) async throws(AppError) -> TodoRecord? {
        try await database.read { [key] db in try Rows.fetch(db, owner: key, id: id) }
    }

    public func revision() async throws(AppError) -> Int64 {
        // One statement, asked on every request that may answer from what it kept: on a
        // connection of its own, without GRDB's queues (see SQLiteNumberReader).
        try await database.read(revisionReader, argument: key) ?? 0
    }

    public func fetch(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoRecord] {
        try await database.read { [key] db in
            // A range of the primary key's index: ids are lower-case hex digits and dashes, all
            // below "~", so every id that starts with the prefix sorts between the two bounds.
            let statement = try db.cachedStatement(
                sql: "SELECT \(Rows.columns) FROM todo WHERE id >= ? AND id < ? AND owner = ? ORDER BY id LIMIT ?")
            return try Rows.records(Row.fetchCursor(statement, arguments: [prefix, prefix + "~", key, limit]))
        }
    }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice {
        // SQL reads a negative LIMIT as "no limit": nothing below zero reaches it.
        let (offset, limit) = (max(0, offset), max(0, limit))
        return try await database.read { [key, samples] db in
            // The counts come from the owner's row, which every write keeps current.
            let counts = try Row.fetchOne(db.cachedStatement(sql: Rows.countsSQL), arguments: [key])
            let (total, done, revision): (Int, Int, Int64) = (counts?[0] ?? 0, counts?[1] ?? 0, counts?[2] ?? 0)
            let filter = "WHERE owner = ?" + (completed == nil ? "" : " AND completed = ?")
            let arguments: StatementArguments = [key] + (completed.map { [$0] } ?? [])
            guard let titleMatching else {
                // The list-order index gives the window without sorting or reading the rest; deep
                // in the list, from the sampled key before it rather than from the start.
                let (after, skip) = try samples.start(
                    offset: offset, owner: key, completed: completed, revision: revision
                ) {
                    try Rows.sampledKeys(db, filter: filter, arguments: arguments)
                }
                var seek = ""
                var seekArguments: StatementArguments = []
                if let after {
                    seek = " AND (position, createdAt, id) > (?, ?, ?)"
                    seekArguments = [after.position, after.createdAt, after.id]
                }
                let statement = try db.cachedStatement(
                    sql:
                        "SELECT \(Rows.columns) FROM todo \(filter)\(seek) ORDER BY position, createdAt, id LIMIT ? OFFSET ?"
                )
                let records = try Rows.records(
                    Row.fetchCursor(statement, arguments: arguments + seekArguments + [limit, skip]))
                let selected = completed.map { $0 ? done : total - done } ?? total
                return TodoRecordSlice(
                    records: records, total: total, done: done, selected: selected, revision: revision)
            }
            // A title test needs every title: step through them in list order, keeping only the
            // window and a count, so memory does not grow with the list.
            let statement = try db.cachedStatement(
                sql: "SELECT \(Rows.columns) FROM todo \(filter) ORDER BY position, createdAt, id")
            let cursor = try Row.fetchCursor(statement, arguments: arguments)
            var window = MatchingWindow(offset: offset, limit: limit, matches: titleMatching)
            while let row = try cursor.next() { window.offer(title: row[1]) { Rows.record(row) } }
            return TodoRecordSlice(
                records: window.records, total: total, done: done, selected: window.selected, revision: revision)
        }
    }

    public func rank(of id: String, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?)
        async throws(AppError) -> Int?
    {
        try await database.read { [key] db in
            guard let todo = try Rows.fetch(db, owner: key, id: id), completed == nil || todo.completed == completed,
                titleMatching?(todo.title) ?? true
            else { return nil }
            // The rows before it in list order: a range of the list-order index.
            let before =
                "FROM todo WHERE owner = ?" + (completed == nil ? "" : " AND completed = ?")
                + " AND (position, createdAt, id) < (?, ?, ?)"
            let arguments: StatementArguments =
                [key] + (completed.map { [$0] } ?? []) + [todo.position, todo.createdAt, todo.id]
            guard let titleMatching else {
                return try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) \(before)"), arguments: arguments) ?? 0
            }
            let titles = try String.fetchCursor(db.cachedStatement(sql: "SELECT title \(before)"), arguments: arguments)
            var rank = 0
            while let title = try titles.next() {
                if titleMatching(title) { rank += 1 }
            }
            return rank
        }
    }

    public func insert(contentsOf insertions: [TodoInsertion], within _: Duration?) async throws(AppError)
        -> [TodoRecord]
    {
        guard !insertions.isEmpty else { return [] }
        return try await database.write(announcing: .todos) { [key] db in
            // One transaction and one prepared statement for the lot: the cost per todo is the
            // row and its index entries, nothing more.
            var last = try Rows.lastPosition(db, owner: key)
            let insert = try db.cachedStatement(sql: Rows.insertSQL)
            var stored: [TodoRecord] = []
            for insertion in insertions {
                var record = insertion.record
                if insertion.placeLast { record.position = TodoOrder.after(last) }
                last = max(last ?? record.position, record.position)
                try insert.execute(arguments: Rows.arguments(record, owner: key))
                stored.append(record)
            }
            try Rows.adjustCounts(db, owner: key, total: stored.count, done: stored.count { $0.completed })
            return stored
        }
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await database.write(announcing: .todos) { [key] db in
            var record = record
            if placeLast {
                record.position = TodoOrder.after(try Rows.lastPosition(db, owner: key))
            }
            try db.cachedStatement(sql: Rows.insertSQL).execute(arguments: Rows.arguments(record, owner: key))
            try Rows.adjustCounts(db, owner: key, total: 1, done: record.completed ? 1 : 0)
            return record
        }
    }

    public func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> (record: TodoRecord, changed: Bool)? {
        try await database.write(announcing: .todos) { [key] db in
            guard let current = try Rows.fetch(db, owner: key, id: id) else { return nil }
            var changed = try transform(current)
            changed.id = id
            // Nothing to change is nothing written: the counts, the revision and the change
            // feed (which compares the counters) stay as they were.
            guard changed != current else { return (current, false) }
            try db.cachedStatement(
                sql: """
                    UPDATE todo SET title = ?, completed = ?, position = ?, createdAt = ?, updatedAt = ?
                    WHERE id = ? AND owner = ?
                    """
            )
            .execute(arguments: [
                changed.title, changed.completed, changed.position, changed.createdAt, changed.updatedAt, id, key,
            ])
            try Rows.adjustCounts(
                db, owner: key, total: 0,
                done: changed.completed == current.completed ? 0 : changed.completed ? 1 : -1)
            return (changed, true)
        }
    }

    public func delete(id: String) async throws(AppError) -> Bool {
        try await database.write(announcing: .todos) { [key] db in
            let deleted = try Bool.fetchOne(
                db.cachedStatement(sql: "DELETE FROM todo WHERE id = ? AND owner = ? RETURNING completed"),
                arguments: [id, key])
            guard let deleted else { return false }
            try Rows.adjustCounts(db, owner: key, total: -1, done: deleted ? -1 : 0)
            return true
        }
    }

    public func deleteCompleted() async throws(AppError) -> [TodoRecord] {
        try await database.write(announcing: .todos) { [key] db in
            let statement = try db.cachedStatement(
                sql: "DELETE FROM todo WHERE owner = ? AND completed RETURNING \(Rows.columns)")
            let deleted = try Rows.records(Row.fetchCursor(statement, arguments: [key]))
            // None done is nothing deleted: the counts, the revision and the feed stay.
            if !deleted.isEmpty { try Rows.adjustCounts(db, owner: key, total: -deleted.count, done: -deleted.count) }
            return deleted
        }
    }

    public func restore(_ records: [TodoRecord]) async throws(AppError) -> Int {
        guard !records.isEmpty else { return 0 }
        return try await database.write(announcing: .todos) { [key] db in
            // An id stored already, whoever's, is left as it is.
            let insert = try db.cachedStatement(sql: Rows.insertSQL + " ON CONFLICT(id) DO NOTHING")
            var (restored, done) = (0, 0)
            for record in records {
                try insert.execute(arguments: Rows.arguments(record, owner: key))
                guard db.changesCount > 0 else { continue }
                restored += 1
                if record.completed { done += 1 }
            }
            // Nothing put back is nothing written: the revision, and what was kept at it, stay.
            if restored > 0 { try Rows.adjustCounts(db, owner: key, total: restored, done: done) }
            return restored
        }
    }

    public func deleteAll() async throws(AppError) -> Int {
        try await database.write(announcing: .todos) { [key] db in
            let done = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT COUNT(*) FROM todo WHERE owner = ? AND completed"), arguments: [key]
            )
            try db.cachedStatement(sql: "DELETE FROM todo WHERE owner = ?").execute(arguments: [key])
            let count = db.changesCount
            if count > 0 { try Rows.adjustCounts(db, owner: key, total: -count, done: -(done ?? 0)) }
            return count
        }
    }
}
