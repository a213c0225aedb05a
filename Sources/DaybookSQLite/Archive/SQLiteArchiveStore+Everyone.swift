import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// Everyone's data at once (`--all`, `data copy`): every account with its tokens, every todo with
/// its owner, every profile; see ``ArchiveStore``.
extension SQLiteArchiveStore {
    public func countsOfEveryone() async throws(AppError) -> ArchiveCounts {
        try await database.read { db in try Self.countsOfEveryone(db) }
    }

    public func exportEveryone(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts {
        try await database.read { db in
            var counts = ArchiveCounts.zero
            let accounts = try Row.fetchCursor(
                db,
                sql: """
                    SELECT id, name, nameKey, passwordHash, createdAt, generation FROM account ORDER BY createdAt, id
                    """)
            let tokens = try db.makeStatement(
                sql: "SELECT digest, createdAt FROM api_token WHERE accountID = ? ORDER BY createdAt, digest")
            while let row = try accounts.next() {
                let account = AccountRecord(
                    id: row[0], name: row[1], nameKey: row[2], passwordHash: row[3], createdAt: row[4],
                    generation: row[5])
                let held = try Row.fetchAll(tokens, arguments: [account.id]).map { token in
                    APITokenRecord(digest: token[0], accountID: account.id, createdAt: token[1])
                }
                try sink.write(.account(ArchivedAccount(account: account, tokens: held)))
                counts.accounts += 1
            }
            let todos = try Row.fetchCursor(
                db,
                sql: """
                    SELECT owner, id, title, completed, position, createdAt, updatedAt FROM todo
                    WHERE \(Self.ownedByAnyone) ORDER BY owner, position, createdAt, id
                    """)
            while let row = try todos.next() {
                try sink.write(
                    .ownedTodo(
                        TodoRecord(
                            id: row[1], title: row[2], completed: row[3], position: row[4], createdAt: row[5],
                            updatedAt: row[6]),
                        owner: row[0]))
                counts.todos += 1
            }
            try Self.exportProfiles(db, where: "1", into: sink, counts: &counts)
            return counts
        }
    }

    public func restoreEveryone(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
        -> ArchiveImportSummary
    {
        try await database.write { db in
            let held = try Self.countsOfEveryone(db)
            switch mode {
            case .intoEmpty: guard held.isEmpty else { throw AppError.archive(.destinationNotEmpty(held)) }
            case .replace:
                // The counts rows stay, zeroed below with every owner's revision forward.
                for statement in [
                    "DELETE FROM api_token", "DELETE FROM account", "DELETE FROM todo", "DELETE FROM profile",
                ] {
                    try db.execute(sql: statement)
                }
            case .merge: break
            }
            let hadAccounts = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM account)") ?? false
            // The account here with this id or this name (at most two rows, one for each).
            let sameIDOrName = try db.makeStatement(
                sql: "SELECT id, nameKey FROM account WHERE id = ?1 OR nameKey = ?2")
            let account = try db.makeStatement(
                sql: """
                    INSERT INTO account (id, name, nameKey, passwordHash, createdAt, generation)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """)
            let token = try db.makeStatement(
                sql: "INSERT INTO api_token (digest, accountID, createdAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
            // A todo there already: of the same owner, the later update wins; of another owner, it is
            // theirs, and the archive's lands under an id of its own, unless it was the household's
            // a moment ago (the first account that took it over in this import): then the archive
            // knows whose it is (the same todo, imported here before from one person's archive,
            // say), and the later update wins its content.
            let todos = try SQLiteTodoImport(db, takenOver: nil)
            // An account's profile is written for its account (?5 = 1), and so is the household's
            // once there are accounts (to the first); else the household's is `local`, and never
            // writes an account's.
            let profile = try db.makeStatement(
                sql: """
                    INSERT INTO profile (userID, name, gender, createdAt)
                    SELECT ?1, ?2, ?3, ?4 WHERE ?5 OR ?1 NOT IN (SELECT id FROM account)
                    ON CONFLICT (userID) DO UPDATE SET name = excluded.name, gender = excluded.gender,
                    createdAt = excluded.createdAt WHERE excluded.createdAt > profile.createdAt
                    """)
            var accounts = Set<String>()
            var written = ArchiveCounts.zero
            var read = ArchiveCounts.zero
            // Profiles written, by user: several of the archive's for one are one profile.
            var profilesWritten = Set<String>()
            // Once the archive's accounts are in (they come first), before any todo or profile:
            // with accounts here, the household's data is the first account's, as the first
            // `user add` makes it. Merged into a database that had none, what its household holds
            // goes to that account; and whatever of the household's the archive brings goes there
            // too (the `heir`), never to the household, which no one sees once there are accounts.
            var heir: String?
            var adoptionDone = false
            func adoptOnce() throws {
                guard !adoptionDone else { return }
                adoptionDone = true
                heir = try String.fetchOne(db, sql: "SELECT id FROM account ORDER BY createdAt, id LIMIT 1")
                guard mode == .merge, !hadAccounts, written.accounts > 0, let first = heir else { return }
                try SQLiteAccountStore.adoptHousehold(db, by: first)
                todos.takenOver = first
            }
            while let record = try source.next() {
                switch record {
                case .account(let archived):
                    read.accounts += 1
                    let record = archived.account
                    accounts.insert(record.id)
                    let here = try Row.fetchAll(sameIDOrName, arguments: [record.id, record.nameKey]).map {
                        (id: $0[0] as String, nameKey: $0[1] as String)
                    }
                    if !here.isEmpty {
                        // The same account (its id and its name) stays as it is; another person's
                        // name or id is a conflict no merge settles.
                        guard here.count == 1, here[0].id == record.id, here[0].nameKey == record.nameKey else {
                            throw AppError.archive(.accountConflict(name: record.name))
                        }
                        continue
                    }
                    try account.execute(arguments: [
                        record.id, record.name, record.nameKey, record.passwordHash, record.createdAt,
                        record.generation,
                    ])
                    for carried in archived.tokens {
                        try token.execute(arguments: [carried.digest, record.id, carried.createdAt])
                    }
                    written.accounts += 1
                case .ownedTodo(let record, let owner):
                    try adoptOnce()
                    read.todos += 1
                    if try todos.land(record, for: owner.isEmpty ? heir ?? owner : owner) { written.todos += 1 }
                case .profile(let record):
                    try adoptOnce()
                    read.profiles += 1
                    let account = accounts.contains(record.userID) ? record.userID : heir
                    let user = account ?? UserID.local.value
                    try profile.execute(arguments: [user, record.name, record.gender, record.createdAt, account != nil])
                    if db.changesCount > 0 { profilesWritten.insert(user) }
                    written.profiles = profilesWritten.count
                case .todo:
                    throw AppError.archive(.holdsOnePerson)
                }
            }
            try adoptOnce()
            // Every owner's counts from the table, and their revision forward.
            try db.execute(
                sql: """
                    INSERT INTO todo_counts (owner, total, done, revision)
                    SELECT owner, 0, 0, 0 FROM todo GROUP BY owner
                    ON CONFLICT (owner) DO NOTHING;
                    UPDATE todo_counts SET total = (SELECT COUNT(*) FROM todo WHERE todo.owner = todo_counts.owner),
                    done = (SELECT COUNT(*) FROM todo WHERE todo.owner = todo_counts.owner AND completed),
                    revision = revision + 1;
                    """)
            let summary = ArchiveImportSummary(
                written: written,
                skipped: ArchiveCounts(
                    todos: read.todos - written.todos, profiles: read.profiles - written.profiles,
                    accounts: read.accounts - written.accounts),
                stored: try Self.countsOfEveryone(db), renumbered: todos.renumbered)
            try summary.requireComplete(read: read, mode: mode, unplaced: todos.unplaced)
            return summary
        }
    }

    static func countsOfEveryone(_ db: Database) throws -> ArchiveCounts {
        ArchiveCounts(
            todos: try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(total), 0) FROM todo_counts WHERE \(ownedByAnyone)")
                ?? 0,
            profiles: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM profile") ?? 0,
            accounts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") ?? 0)
    }
}
