import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// Everything a user owns in Daybook's SQLite database, in bulk: an export reads one snapshot
/// through cursors (one row in memory at a time), an import is one `IMMEDIATE` transaction.
public struct SQLiteArchiveStore: ArchiveStore {
    let database: SQLiteDatabase
    public let owner: DataOwner

    /// The household's todos (see ``DataOwner/household``); ``owned(by:)`` for an account's.
    public init(database: SQLiteDatabase) {
        self.init(database: database, owner: .household)
    }

    private init(database: SQLiteDatabase, owner: DataOwner) {
        self.database = database
        self.owner = owner
    }

    public func owned(by owner: DataOwner) -> SQLiteArchiveStore {
        SQLiteArchiveStore(database: database, owner: owner)
    }

    public func counts() async throws(AppError) -> ArchiveCounts {
        try await database.read { [owner] db in try Self.counts(db, owner: owner.key) }
    }

    public func export(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts {
        try await database.read { [owner] db in
            var counts = ArchiveCounts.zero
            let todos = try Row.fetchCursor(
                db,
                sql: """
                    SELECT id, title, completed, position, createdAt, updatedAt FROM todo WHERE owner = ?
                    ORDER BY position, createdAt, id
                    """, arguments: [owner.key])
            while let row = try todos.next() {
                try sink.write(
                    .todo(
                        TodoRecord(
                            id: row[0], title: row[1], completed: row[2], position: row[3], createdAt: row[4],
                            updatedAt: row[5])))
                counts.todos += 1
            }
            try Self.exportProfiles(db, where: Self.profilesOf, arguments: [owner.key], into: sink, counts: &counts)
            return counts
        }
    }

    /// Writes the profiles `condition` selects to `sink`, in user order, and counts them.
    static func exportProfiles(
        _ db: Database, where condition: String, arguments: StatementArguments = [], into sink: any ArchiveRecordSink,
        counts: inout ArchiveCounts
    ) throws {
        let profiles = try Row.fetchCursor(
            db, sql: "SELECT userID, name, gender, createdAt FROM profile WHERE \(condition) ORDER BY userID",
            arguments: arguments)
        while let row = try profiles.next() {
            try sink.write(.profile(ProfileRecord(userID: row[0], name: row[1], gender: row[2], createdAt: row[3])))
            counts.profiles += 1
        }
    }

    public func restore(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
        -> ArchiveImportSummary
    {
        try await database.write { [owner] db in
            try SQLiteTodoRows.checkOwnerMayWrite(db, owner: owner.key)
            let held = try Self.counts(db, owner: owner.key)
            switch mode {
            case .intoEmpty: guard held.isEmpty else { throw AppError.archive(.destinationNotEmpty(held)) }
            case .replace:
                try db.execute(sql: "DELETE FROM todo WHERE owner = ?", arguments: [owner.key])
                try db.execute(sql: "DELETE FROM profile WHERE \(Self.profilesOf)", arguments: [owner.key])
            case .merge: break
            }
            // With --merge an id the owner holds already is a conflict settled by the rule in
            // ImportMode.merge: the later update (todos) or the later registration (profiles) wins.
            // An id another owner holds stays theirs: the todo lands under an id of its own.
            let todos = try SQLiteTodoImport(db, takenOver: nil)
            // A person has one profile: an account's import is its own, the household's is
            // `local`, whatever user the archive names (one written before there was one profile a
            // person may name several: the latest registration wins). The household's never
            // writes an account's.
            let profile = try db.makeStatement(
                sql: """
                    INSERT INTO profile (userID, name, gender, createdAt)
                    SELECT ?1, ?2, ?3, ?4 WHERE ?5 != '' OR ?1 NOT IN (SELECT id FROM account)
                    ON CONFLICT (userID) DO UPDATE SET name = excluded.name, gender = excluded.gender,
                    createdAt = excluded.createdAt WHERE excluded.createdAt > profile.createdAt
                    """)
            var written = ArchiveCounts.zero
            var read = ArchiveCounts.zero
            // Profiles written, by user: several of the archive's for one are one profile.
            var profilesWritten = Set<String>()
            while let record = try source.next() {
                switch record {
                case .todo(let record):
                    read.todos += 1
                    if try todos.land(record, for: owner.key) { written.todos += 1 }
                case .profile(let record):
                    read.profiles += 1
                    let user = owner.key.isEmpty ? UserID.local.value : owner.key
                    try profile.execute(arguments: [user, record.name, record.gender, record.createdAt, owner.key])
                    if db.changesCount > 0 { profilesWritten.insert(user) }
                    written.profiles = profilesWritten.count
                case .account, .ownedTodo:
                    throw AppError.archive(.holdsEveryone)
                }
            }
            // The owner's counts row from the table, and their revision forward: every reader's
            // kept pages were made before this.
            try db.execute(
                sql: """
                    INSERT INTO todo_counts (owner, total, done, revision)
                    VALUES (?1, (SELECT COUNT(*) FROM todo WHERE owner = ?1),
                    (SELECT COUNT(*) FROM todo WHERE owner = ?1 AND completed), 1)
                    ON CONFLICT (owner) DO UPDATE SET total = excluded.total, done = excluded.done,
                    revision = revision + 1
                    """, arguments: [owner.key])
            let summary = ArchiveImportSummary(
                written: written,
                skipped: ArchiveCounts(todos: read.todos - written.todos, profiles: read.profiles - written.profiles),
                stored: try Self.counts(db, owner: owner.key), renumbered: todos.renumbered)
            try summary.requireComplete(read: read, mode: mode, unplaced: todos.unplaced)
            return summary
        }
    }

    /// Copies the whole file, whoever's data it holds; the counts are of everyone's.
    public func backup(to path: String) async throws(AppError) -> ArchiveCounts {
        try await database.backup(to: path) { db in try Self.countsOfEveryone(db) }
    }

    private static func counts(_ db: Database, owner: String) throws -> ArchiveCounts {
        ArchiveCounts(
            todos: try Int.fetchOne(db, sql: "SELECT total FROM todo_counts WHERE owner = ?", arguments: [owner]) ?? 0,
            profiles: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM profile WHERE \(profilesOf)", arguments: [owner])
                ?? 0)
    }

    /// Whose data is someone's: the household's, or an account's. (A todo added by a request
    /// authenticated just before its account was removed may outlive it, seen by no one: it is no
    /// one's to export, and not counted.)
    static let ownedByAnyone = "(owner = '' OR owner IN (SELECT id FROM account))"

    /// Which profiles are the owner's (its one argument the owner's key): an account's own, or, for
    /// the household, the one that is no account's (`local`; schema v15 made it one).
    static let profilesOf = "CASE WHEN ?1 = '' THEN userID NOT IN (SELECT id FROM account) ELSE userID = ?1 END"
}
