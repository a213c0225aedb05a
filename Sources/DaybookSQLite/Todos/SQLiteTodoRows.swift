import DaybookData
import DaybookDomain
import GRDB

/// The statements and row decoding ``SQLiteTodoStore``'s operations share, each limited to one
/// owner's todos: placing after the last position, keeping the counts and the revision, reading
/// records.
///
/// **The counts are per owner**: `todo_counts` has a row for each owner that ever wrote (schema
/// v14), moved by every write of that owner in its own transaction. A row is never deleted, so an
/// owner's revision only goes forward, even after every todo is gone.
enum SQLiteTodoRows {
    static let columns = "id, title, completed, position, createdAt, updatedAt"

    /// The owner's counts and revision, one row from its primary key.
    static let countsSQL = "SELECT total, done, revision FROM todo_counts WHERE owner = ?"

    /// The largest of the owner's positions, from the list-order index; `nil` for an empty list.
    /// Placing after it is ``TodoOrder``'s arithmetic, in Swift, where the range is checked: SQL's
    /// `MAX(position) + 1` would silently turn into a float past the largest integer.
    static func lastPosition(_ db: Database, owner: String) throws -> Int? {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(position) FROM todo WHERE owner = ?"), arguments: [owner])
    }

    /// The key of every ``ListKeySamples/stride``-th todo the filter selects, in list order, from
    /// the list-order index. `filter` starts with `WHERE owner = ?`; `arguments` has the owner first.
    static func sampledKeys(_ db: Database, filter: String, arguments: StatementArguments) throws
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

    /// Keeps the owner's counts row in step with a change and moves their revision forward,
    /// inside the change's own transaction, so no reader ever sees one without the other. Every
    /// write that changes a todo calls it, even one that changes no count (a rename); one that
    /// changes nothing (nothing done to clear) does not. An owner's first write makes their row. A
    /// write of the household's once anyone has an account is refused here (``checkOwnerMayWrite(_:owner:)``).
    static func adjustCounts(_ db: Database, owner: String, total: Int, done: Int) throws {
        try checkOwnerMayWrite(db, owner: owner)
        try db.cachedStatement(
            sql: """
                INSERT INTO todo_counts (owner, total, done, revision) VALUES (?, ?, ?, 1)
                ON CONFLICT (owner) DO UPDATE SET total = total + excluded.total, done = done + excluded.done,
                revision = revision + 1
                """
        )
        .execute(arguments: [owner, total, done])
    }

    /// Refuses a write of the household's once anyone has an account (``AppError/signedOut``): the
    /// first account took the household's todos over (``SQLiteAccountStore``), and a write begun
    /// as the household before then (a request let in while there was no account) would land
    /// where no one sees it. Asked inside the write's own transaction, which holds the file's
    /// write lock since `BEGIN IMMEDIATE`: no account is added between this and the commit.
    static func checkOwnerMayWrite(_ db: Database, owner: String) throws {
        guard owner.isEmpty else { return }
        if try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM account)")) == true {
            throw AppError.signedOut
        }
    }

    static func fetch(_ db: Database, owner: String, id: String) throws -> TodoRecord? {
        let statement = try db.cachedStatement(sql: "SELECT \(columns) FROM todo WHERE id = ? AND owner = ?")
        return try Row.fetchOne(statement, arguments: [id, owner]).map(record)
    }

    /// Reads each row in place as the cursor steps, rather than copying every row first as
    /// `fetchAll` does: a third less time for a long list.
    static func records(_ cursor: RowCursor) throws -> [TodoRecord] {
        var records: [TodoRecord] = []
        while let row = try cursor.next() { records.append(record(row)) }
        return records
    }

    static func record(_ row: Row) -> TodoRecord {
        TodoRecord(
            id: row[0],
            title: row[1],
            completed: row[2],
            position: row[3],
            createdAt: row[4],
            updatedAt: row[5]
        )
    }

    /// The values of an `INSERT INTO todo (owner, <columns>)`.
    static func arguments(_ record: TodoRecord, owner: String) -> StatementArguments {
        [owner, record.id, record.title, record.completed, record.position, record.createdAt, record.updatedAt]
    }

    static let insertSQL = "INSERT INTO todo (owner, \(columns)) VALUES (?, ?, ?, ?, ?, ?, ?)"
}
