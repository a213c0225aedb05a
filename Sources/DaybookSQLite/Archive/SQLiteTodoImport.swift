import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// Puts an archive's todos into SQLite, one at a time, inside an import's transaction: each into
/// its owner's data, where the later update wins a conflict with the owner's own; under an id of
/// its own (``ImportedTodoID``) when someone else holds the archive's.
final class SQLiteTodoImport {
    private let db: Database
    private let insert: Statement
    private let holder: Statement
    /// The first account, when it took the household's todos over in this import (everyone's,
    /// merged into a database that had no accounts): a todo of theirs there already was the
    /// household's a moment ago, and becomes whose the archive says.
    var takenOver: String?
    /// How many landed (or met their own copy) under another id than the archive's.
    private(set) var renumbered = 0
    /// How many found no id of their own (each one tried taken by someone else).
    private(set) var unplaced = 0

    init(_ db: Database, takenOver: String?) throws {
        self.db = db
        self.takenOver = takenOver
        insert = try db.makeStatement(
            sql: """
                INSERT INTO todo (owner, id, title, completed, position, createdAt, updatedAt)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                ON CONFLICT (id) DO UPDATE SET owner = excluded.owner,
                title = CASE WHEN excluded.updatedAt > todo.updatedAt THEN excluded.title ELSE todo.title END,
                completed = CASE WHEN excluded.updatedAt > todo.updatedAt THEN excluded.completed
                ELSE todo.completed END,
                position = CASE WHEN excluded.updatedAt > todo.updatedAt THEN excluded.position ELSE todo.position END,
                createdAt = CASE WHEN excluded.updatedAt > todo.updatedAt THEN excluded.createdAt
                ELSE todo.createdAt END,
                updatedAt = MAX(excluded.updatedAt, todo.updatedAt)
                WHERE (todo.owner = excluded.owner AND excluded.updatedAt > todo.updatedAt)
                OR (todo.owner = ?8 AND excluded.owner <> todo.owner)
                """)
        holder = try db.makeStatement(sql: "SELECT owner FROM todo WHERE id = ?")
    }

    /// Puts `record` into `owner`'s todos; whether it was written (else what was there, as new or
    /// newer, stays).
    func land(_ record: TodoRecord, for owner: String) throws -> Bool {
        var id = record.id
        for _ in 0...ImportedTodoID.attempts {
            try insert.execute(arguments: [
                owner, id, record.title, record.completed, record.position, record.createdAt, record.updatedAt,
                takenOver,
            ])
            // Not written: the id is held, by the owner (whose copy is as new or newer) or by
            // someone else (whose it stays).
            let written = db.changesCount > 0
            let heldBy = written ? owner : try String.fetchOne(holder, arguments: [id]) ?? owner
            if heldBy == owner {
                if id != record.id { renumbered += 1 }
                return written
            }
            id = ImportedTodoID.derive(owner: owner, id: id)
        }
        unplaced += 1
        return false
    }
}
