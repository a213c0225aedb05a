import DaybookData
import DaybookDomain
import PostgresNIO

/// Everyone's data at once (`--all`, `data copy`): every account with its tokens, every todo with
/// its owner, every profile; see ``ArchiveStore``.
extension PostgresArchiveStore {
    public func countsOfEveryone() async throws(AppError) -> ArchiveCounts {
        try await database.perform("count everything") { connection in try await Self.countsOfEveryone(connection) }
    }

    public func exportEveryone(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts {
        try await Self.readSnapshot(database) { connection in
            var counts = ArchiveCounts.zero
            // Tokens are few (a handful a person): read whole, then given with their accounts.
            var tokens: [String: [APITokenRecord]] = [:]
            for try await (digest, account, createdAt) in try await connection.rows(
                "SELECT digest, account_id, created_at FROM api_token ORDER BY created_at, digest"
            ).decode((String, String, Int64).self) {
                tokens[account, default: []].append(
                    APITokenRecord(digest: digest, accountID: account, createdAt: createdAt))
            }
            let accounts = try await connection.rows(
                """
                SELECT id, name, name_key, password_hash, created_at, generation FROM account
                ORDER BY created_at, id
                """)
            for try await (id, name, nameKey, passwordHash, createdAt, generation) in accounts.decode(
                (String, String, String, String, Int64, Int64).self)
            {
                let account = AccountRecord(
                    id: id, name: name, nameKey: nameKey, passwordHash: passwordHash, createdAt: createdAt,
                    generation: generation)
                try sink.write(.account(ArchivedAccount(account: account, tokens: tokens[id] ?? [])))
                counts.accounts += 1
            }
            let todos = try await connection.rows(
                """
                SELECT owner, \(unescaped: PostgresTodoRows.columns) FROM todo
                WHERE \(unescaped: Self.ownedByAnyone) ORDER BY owner, position, created_at, id
                """)
            for try await (owner, id, title, completed, position, createdAt, updatedAt) in todos.decode(
                (String, String, String, Bool, Int, Int64, Int64).self)
            {
                try sink.write(
                    .ownedTodo(
                        TodoRecord(
                            id: id, title: title, completed: completed, position: position, createdAt: createdAt,
                            updatedAt: updatedAt),
                        owner: owner))
                counts.todos += 1
            }
            try await Self.exportProfiles(connection, where: "TRUE", into: sink, counts: &counts)
            return counts
        }
    }

    public func restoreEveryone(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
        -> ArchiveImportSummary
    {
        try await database.transaction("import", unbounded: true) { connection in
            // The statement bound is for requests; a long import runs for as long as it takes.
            try await connection.rows("SET LOCAL statement_timeout = 0")
            // Everyone's archive says whose each todo is, the household's included (schema v9).
            try await connection.rows("SET LOCAL daybook.household = 'open'")
            try await Self.lockEverything(connection)
            let held = try await Self.countsOfEveryone(connection)
            switch mode {
            case .intoEmpty: guard held.isEmpty else { throw AppError.archive(.destinationNotEmpty(held)) }
            case .replace:
                // The tokens go with their accounts (ON DELETE CASCADE). The counts rows stay,
                // zeroed below with every owner's revision forward.
                for statement: PostgresQuery in ["DELETE FROM account", "DELETE FROM todo", "DELETE FROM profile"] {
                    try await connection.rows(statement)
                }
            case .merge: break
            }
            var hadAccounts = false
            for try await exists in try await connection.rows("SELECT EXISTS (SELECT 1 FROM account)").decode(
                Bool.self)
            {
                hadAccounts = exists
            }
            var accounts = Set<String>()
            var accountBatch = AccountBatch()
            var batch = Batch(owner: nil)
            var written = ArchiveCounts.zero
            var read = ArchiveCounts.zero
            // Once the archive's accounts are in (they come first), before any todo or profile:
            // with accounts here, the household's data is the first account's, as the first
            // `user add` makes it. Merged into a database that had none, what its household holds
            // goes to that account; and whatever of the household's the archive brings goes there
            // too (the batch's `heir`), never to the household, which no one sees once there are
            // accounts.
            var adoptionDone = false
            func adoptOnce() async throws {
                guard !adoptionDone else { return }
                adoptionDone = true
                for try await id in try await connection.rows(
                    "SELECT id FROM account ORDER BY created_at, id LIMIT 1"
                ).decode(String.self) {
                    batch.heir = id
                }
                guard mode == .merge, !hadAccounts, written.accounts > 0, let first = batch.heir else { return }
                try await PostgresAccountStore.adoptHousehold(by: first, on: connection)
                batch.adopted = first
            }
            while let record = try source.next() {
                switch record {
                case .account(let archived):
                    read.accounts += 1
                    accounts.insert(archived.account.id)
                    accountBatch.append(archived)
                    if accountBatch.count >= Self.batchSize { try await accountBatch.flush(connection, into: &written) }
                    continue
                case .profile(let profile):
                    // The accounts come first: all are in before anything of theirs.
                    try await accountBatch.flush(connection, into: &written)
                    try await adoptOnce()
                    batch.append(profile, for: accounts.contains(profile.userID) ? profile.userID : batch.heir)
                case .ownedTodo, .todo:
                    try await accountBatch.flush(connection, into: &written)
                    try await adoptOnce()
                    try batch.append(record)
                }
                if batch.count >= Self.batchSize { try await batch.flush(connection, into: &written, read: &read) }
            }
            try await accountBatch.flush(connection, into: &written)
            try await batch.flush(connection, into: &written, read: &read)
            try await adoptOnce()
            // Every owner's counts from the table (on their first shard), and their revision forward.
            try await connection.rows(
                """
                INSERT INTO todo_counts (owner, id, total, done, revision)
                SELECT DISTINCT owner, 1, 0, 0, 0 FROM todo ON CONFLICT (owner, id) DO NOTHING
                """)
            try await connection.rows(
                """
                UPDATE todo_counts c SET \
                total = CASE WHEN c.id = 1 THEN (SELECT COUNT(*) FROM todo t WHERE t.owner = c.owner) ELSE 0 END, \
                done = CASE WHEN c.id = 1 THEN (SELECT COUNT(*) FROM todo t WHERE t.owner = c.owner AND t.completed) \
                ELSE 0 END, revision = revision + 1
                """)
            for topic in [ChangeTopic.accounts, .todos, .profile] { PostgresChangeNotes.note(topic) }
            let skipped = ArchiveCounts(
                todos: read.todos - written.todos, profiles: read.profiles - written.profiles,
                accounts: read.accounts - written.accounts)
            let summary = ArchiveImportSummary(
                written: written, skipped: skipped, stored: try await Self.countsOfEveryone(connection),
                renumbered: batch.renumbered)
            try summary.requireComplete(read: read, mode: mode, unplaced: batch.unplaced)
            return summary
        }
    }

    /// How long an import of everyone's data tries for its locks before it answers "busy".
    static let lockPatience: Duration = .seconds(10)

    /// The tables an import of everyone's data locks.
    static let lockedTables = ["account", "api_token", "todo", "todo_counts", "profile"]

    /// Every write waits for an import of everyone's data (readers do not): it replaces or merges
    /// every table a write touches, and remakes every owner's counts at its end.
    ///
    /// It never waits for a table while holding another: a writer takes them in its own order (a
    /// todo, then its counts; an account, then its todos), and waiting while holding would
    /// deadlock with it. Each round takes the tables one by one without waiting (`NOWAIT`); when
    /// one is held, everything taken is let go (rolled back to a savepoint, released) and the next
    /// round first waits for that table alone, holding nothing, so the import takes its place in
    /// the queue (an autovacuum steps aside for a waiting lock, never for one tried and dropped).
    /// Rounds go on for ``lockPatience``, then the import answers "busy".
    private static func lockEverything(_ connection: PostgresConnection) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: lockPatience)
        var waitFor: String?
        var sessionTimeout = "0"
        for try await value in try await connection.rows("SHOW lock_timeout").decode(String.self) {
            sessionTimeout = value
        }
        while true {
            try await connection.rows("SAVEPOINT lock_everything")
            var blocked: String?
            do {
                if let table = waitFor {
                    blocked = table
                    // Bounded by the session's lock timeout, and by what is left of the patience.
                    let left = max(1, Int((deadline - clock.now) / .milliseconds(1)))
                    try await connection.rows(PostgresQuery(unsafeSQL: "SET LOCAL lock_timeout = \(left)"))
                    try await connection.rows(PostgresQuery(unsafeSQL: "LOCK TABLE \(table) IN EXCLUSIVE MODE"))
                }
                for table in lockedTables where table != waitFor {
                    blocked = table
                    try await connection.rows(PostgresQuery(unsafeSQL: "LOCK TABLE \(table) IN EXCLUSIVE MODE NOWAIT"))
                }
                try await connection.rows("RELEASE SAVEPOINT lock_everything")
                // A released savepoint keeps what was set in it: the lock timeout goes back.
                if waitFor != nil {
                    var restore = PostgresBindings()
                    restore.append(sessionTimeout)
                    try await connection.run(
                        PostgresQuery(unsafeSQL: "SELECT set_config('lock_timeout', $1, true)", binds: restore))
                }
                return
            } catch let error as PSQLError where error.serverInfo?[.sqlState] == "55P03" && clock.now < deadline {
                // Rolled back to the savepoint: every table this round took is let go (and the
                // lock timeout set for it with them); released: no savepoint is left open.
                try await connection.rows("ROLLBACK TO SAVEPOINT lock_everything")
                try await connection.rows("RELEASE SAVEPOINT lock_everything")
                waitFor = blocked
            }
        }
    }

    static func countsOfEveryone(_ connection: PostgresConnection) async throws -> ArchiveCounts {
        for try await (todos, profiles, accounts) in try await connection.rows(
            """
            SELECT (SELECT COALESCE(SUM(total), 0)::bigint FROM todo_counts WHERE \(unescaped: ownedByAnyone)), \
            (SELECT COUNT(*) FROM profile), \
            (SELECT COUNT(*) FROM account)
            """
        ).decode((Int, Int, Int).self) {
            return ArchiveCounts(todos: todos, profiles: profiles, accounts: accounts)
        }
        return .zero
    }
}
