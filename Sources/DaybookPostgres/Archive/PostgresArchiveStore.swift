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
            let summary = ArchiveImportSummary(
                written: written, skipped: skipped, stored: try await Self.counts(connection, owner: key),
                renumbered: batch.renumbered)
            try summary.requireComplete(read: read, mode: mode, unplaced: batch.unplaced)
            return summary
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

    /// Which profiles are the owner's: an account's own, or, for the household, the one that is no
    /// account's (`local`; schema v10 made it one). `owner` is an account id (a UUID's text, made
    /// here) or empty, quoted as a literal.
    static func profilesOf(_ owner: String) -> String {
        let literal = "'" + owner.replacingOccurrences(of: "'", with: "''") + "'"
        return owner.isEmpty ? "user_id NOT IN (SELECT id FROM account)" : "user_id = \(literal)"
    }
}
