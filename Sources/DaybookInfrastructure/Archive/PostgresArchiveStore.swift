import DaybookData
import DaybookDomain
import PostgresNIO

/// Everything a user owns in a PostgreSQL database, in bulk. An export reads one
/// `REPEATABLE READ` snapshot and streams its rows (PostgresNIO asks the server for more only as
/// they are taken); an import is one transaction that sends its rows a thousand at a time.
public struct PostgresArchiveStore: ArchiveStore {
    let database: PostgreSQLDatabase
    public let owner: DataOwner
    /// Rows per statement on import: one round trip for each, not one per row.
    static let batchSize = 1000

    /// The household's todos (see ``DataOwner/household``); ``owned(by:)`` for an account's.
    public init(database: PostgreSQLDatabase) {
        self.init(database: database, owner: .household)
    }

    private init(database: PostgreSQLDatabase, owner: DataOwner) {
        self.database = database
        self.owner = owner
    }

    public func owned(by owner: DataOwner) -> PostgresArchiveStore {
        PostgresArchiveStore(database: database, owner: owner)
    }

    private var key: String { owner.key }

    public func counts() async throws(AppError) -> ArchiveCounts {
        try await database.perform("count everything") { [key] connection in
            try await Self.counts(connection, owner: key)
        }
    }

    public func export(into sink: any ArchiveRecordSink) async throws(AppError) -> ArchiveCounts {
        try await Self.readSnapshot(database) { [key] connection in
            var counts = ArchiveCounts.zero
            let todos = try await connection.rows(
                """
                SELECT \(unescaped: PostgresTodoRows.columns) FROM todo WHERE owner = \(key)
                ORDER BY position, created_at, id
                """)
            for try await row in todos.decode(PostgresTodoRows.Row.self) {
                try sink.write(.todo(PostgresTodoRows.record(row)))
                counts.todos += 1
            }
            try await Self.exportProfiles(connection, where: Self.profilesOf(key), into: sink, counts: &counts)
            return counts
        }
    }

    /// Runs `read` in one snapshot of the database, read-only and repeatable, without the
    /// requests' statement bound (an export streams for as long as it takes), and ends it however
    /// `read` ends.
    static func readSnapshot(
        _ database: PostgreSQLDatabase, _ read: @escaping @Sendable (PostgresConnection) async throws -> ArchiveCounts
    ) async throws(AppError) -> ArchiveCounts {
        try await database.perform("export", unbounded: true) { connection in
            try await connection.rows("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            try await connection.rows("SET LOCAL statement_timeout = 0")
            do {
                let counts = try await read(connection)
                try await connection.rows("COMMIT")
                return counts
            } catch {
                if !connection.isClosed { _ = try? await connection.rows("ROLLBACK") }
                throw error
            }
        }
    }

    /// Writes the profiles `condition` selects to `sink`, in user order, and counts them.
    static func exportProfiles(
        _ connection: PostgresConnection, where condition: String, into sink: any ArchiveRecordSink,
        counts: inout ArchiveCounts
    ) async throws {
        let profiles = try await connection.rows(
            "SELECT user_id, name, gender, created_at FROM profile WHERE \(unescaped: condition) ORDER BY user_id")
        for try await (userID, name, gender, createdAt) in profiles.decode((String, String, String, Int64).self) {
            try sink.write(.profile(ProfileRecord(userID: userID, name: name, gender: gender, createdAt: createdAt)))
            counts.profiles += 1
        }
    }

    public func restore(from source: any ArchiveRecordSource, mode: ImportMode) async throws(AppError)
        -> ArchiveImportSummary
    {
        try await database.transaction("import", unbounded: true) { [key] connection in
            // The statement bound is for requests; a long import runs for as long as it takes.
            try await connection.rows("SET LOCAL statement_timeout = 0")
            // Every shard of the owner's counts is locked for the whole import: writers of their
            // list wait for it rather than move counts it is about to recompute.
            _ = try await PostgresTodoRows.counts(connection, owner: key, lockingEveryShard: true)
            let held = try await Self.counts(connection, owner: key)
            switch mode {
            case .intoEmpty: guard held.isEmpty else { throw AppError.archive(.destinationNotEmpty(held)) }
            case .replace:
                try await connection.rows("DELETE FROM todo WHERE owner = \(key)")
                try await connection.rows("DELETE FROM profile WHERE \(unescaped: Self.profilesOf(key))")
            case .merge: break
            }
            var batch = Batch(owner: key)
            var written = ArchiveCounts.zero
            var read = ArchiveCounts.zero
            while let record = try source.next() {
                try batch.append(record)
                if batch.count >= Self.batchSize { try await batch.flush(connection, into: &written, read: &read) }
            }
            try await batch.flush(connection, into: &written, read: &read)
            try await connection.rows(
                """
                UPDATE todo_counts SET \
                total = CASE WHEN id = 1 THEN (SELECT COUNT(*) FROM todo WHERE owner = \(key)) ELSE 0 END, \
                done = CASE WHEN id = 1 THEN (SELECT COUNT(*) FROM todo WHERE owner = \(key) AND completed) ELSE 0 END, \
                revision = revision + 1 WHERE owner = \(key)
                """)
            // The change feeds hear of it once it commits (see PostgresChangeNotifier): the todos,
            // as the revision moved; the profiles only if some were written or replaced.
            PostgresChangeNotes.note(.todos)
            if written.profiles > 0 || (mode == .replace && held.profiles > 0) { PostgresChangeNotes.note(.profile) }
            let skipped = ArchiveCounts(todos: read.todos - written.todos, profiles: read.profiles - written.profiles)
            return ArchiveImportSummary(
                written: written, skipped: skipped, stored: try await Self.counts(connection, owner: key))
        }
    }

    public func backup(to path: String) async throws(AppError) -> ArchiveCounts {
        throw .archive(.backupUnsupported)
    }

    private static func counts(_ connection: PostgresConnection, owner: String) async throws -> ArchiveCounts {
        for try await (todos, profiles) in try await connection.rows(
            """
            SELECT (SELECT COALESCE(SUM(total), 0)::bigint FROM todo_counts WHERE owner = \(owner)), \
            (SELECT COUNT(*) FROM profile WHERE \(unescaped: profilesOf(owner)))
            """
        ).decode((Int, Int).self) {
            return ArchiveCounts(todos: todos, profiles: profiles)
        }
        return .zero
    }

    /// Whose data is someone's: the household's, or an account's. (A todo added by a request
    /// authenticated just before its account was removed may outlive it, seen by no one: it is no
    /// one's to export, and not counted.)
    static let ownedByAnyone = "(owner = '' OR owner IN (SELECT id FROM account))"

    /// Which profiles are the owner's: an account's own, or, for the household, every profile that
    /// is no account's (the command line's, each visitor's). `owner` is an account id (a UUID's
    /// text, made here) or empty, quoted as a literal.
    static func profilesOf(_ owner: String) -> String {
        let literal = "'" + owner.replacingOccurrences(of: "'", with: "''") + "'"
        return owner.isEmpty ? "user_id NOT IN (SELECT id FROM account)" : "user_id = \(literal)"
    }

    /// Rows waiting to be sent, as one array per column.
    struct Batch {
        /// Whose todos these are: one owner's (a person's import), or nil for everyone's, where each
        /// todo names its own.
        let owner: String?
        /// The first account, when it took the household's todos over in this import (everyone's,
        /// merged into a database that had no accounts): a todo of theirs there already was the
        /// household's a moment ago, and becomes whose the archive says.
        var adopted: String?
        var owners: [String] = [], ids: [String] = [], titles: [String] = [], completed: [Bool] = []
        var positions: [Int] = [], created: [Int64] = [], updated: [Int64] = []
        var users: [String] = [], names: [String] = [], genders: [String] = [], registered: [Int64] = []
        /// Whether each profile is an account's, written for it (else one that is no account's).
        var accountsOwn: [Bool] = []
        /// Where each user's profile is in the batch.
        var userIndex: [String: Int] = [:]
        /// Profiles read but folded into another of the batch (an account's import).
        var skippedInBatch = 0

        var count: Int { ids.count + users.count + skippedInBatch }

        /// A person's record; an account or an owned todo (everyone's) is refused.
        mutating func append(_ record: ArchiveRecord) throws(AppError) {
            switch record {
            case .todo(let todo):
                guard let owner else { throw .archive(.holdsOnePerson) }
                append(todo, owner: owner)
            case .ownedTodo(let todo, let owner):
                guard self.owner == nil else { throw .archive(.holdsEveryone) }
                append(todo, owner: owner)
            case .profile(let profile):
                guard let owner else { throw .archive(.holdsOnePerson) }
                // An account's import is its own profile, whatever user the archive names.
                append(profile, for: owner.isEmpty ? nil : owner)
            case .account:
                throw .archive(.holdsEveryone)
            }
        }

        private mutating func append(_ todo: TodoRecord, owner: String) {
            owners.append(owner)
            ids.append(todo.id)
            titles.append(todo.title)
            completed.append(todo.completed)
            positions.append(todo.position)
            created.append(todo.createdAt)
            updated.append(todo.updatedAt)
        }

        /// The profile, as `account`'s own when there is one, else under its own user id (never
        /// written over an account's). Two for one user make one row, the latest registration
        /// (one statement may not write a row twice).
        mutating func append(_ profile: ProfileRecord, for account: String?) {
            let user = account ?? profile.userID
            if let index = userIndex[user] {
                skippedInBatch += 1
                guard profile.createdAt > registered[index] else { return }
                (names[index], genders[index], registered[index], accountsOwn[index]) = (
                    profile.name, profile.gender, profile.createdAt, account != nil
                )
                return
            }
            userIndex[user] = users.count
            users.append(user)
            names.append(profile.name)
            genders.append(profile.gender)
            registered.append(profile.createdAt)
            accountsOwn.append(account != nil)
        }

        /// Sends the rows; with a conflict (only with --merge), the later update or registration
        /// wins. `RETURNING` lists the rows written, so the skipped ones are counted too.
        mutating func flush(
            _ connection: PostgresConnection, into written: inout ArchiveCounts, read: inout ArchiveCounts
        )
            async throws
        {
            if !ids.isEmpty {
                written.todos += try await PostgresTodoRows.count(
                    connection.rows(
                        """
                        WITH written AS (
                        INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
                        SELECT * FROM UNNEST(\(owners)::text[], \(ids)::text[], \(titles)::text[], \
                        \(completed)::boolean[], \(positions)::bigint[], \(created)::bigint[], \(updated)::bigint[])
                        ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, \
                        title = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.title ELSE todo.title END, \
                        completed = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.completed \
                        ELSE todo.completed END, \
                        position = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.position \
                        ELSE todo.position END, \
                        created_at = CASE WHEN excluded.updated_at > todo.updated_at THEN excluded.created_at \
                        ELSE todo.created_at END, \
                        updated_at = GREATEST(excluded.updated_at, todo.updated_at) \
                        WHERE (todo.owner = excluded.owner AND excluded.updated_at > todo.updated_at) \
                        OR (todo.owner = \(adopted)::text AND excluded.owner <> todo.owner)
                        RETURNING 1)
                        SELECT COUNT(*) FROM written
                        """))
                read.todos += ids.count
            }
            if !users.isEmpty {
                written.profiles += try await PostgresTodoRows.count(
                    connection.rows(
                        """
                        WITH written AS (
                        INSERT INTO profile (user_id, name, gender, created_at)
                        SELECT user_id, name, gender, created_at FROM UNNEST(\(users)::text[], \(names)::text[], \
                        \(genders)::text[], \(registered)::bigint[], \(accountsOwn)::boolean[])
                        AS imported (user_id, name, gender, created_at, own)
                        WHERE imported.own OR imported.user_id NOT IN (SELECT id FROM account)
                        ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, gender = excluded.gender, \
                        created_at = excluded.created_at WHERE excluded.created_at > profile.created_at
                        RETURNING 1)
                        SELECT COUNT(*) FROM written
                        """))
                read.profiles += users.count
            }
            read.profiles += skippedInBatch
            self = Batch(owner: owner, adopted: adopted)
        }
    }
}
