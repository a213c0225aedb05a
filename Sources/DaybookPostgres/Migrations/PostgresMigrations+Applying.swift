import DaybookDomain
import Logging
import PostgresNIO

/// Applying ``PostgresMigrations/all`` to a database, once, however many processes start at once.
extension PostgresMigrations {
    /// The advisory lock every Daybook process takes around migrating ("daybook" in ASCII):
    /// the second process to start waits, then finds the work done.
    static let lockKey: Int64 = 0x64_6179_626f_6f6b

    /// Brings the schema on `connection` (one of its own, closed after) up to date, holding the
    /// advisory lock throughout.
    ///
    /// The session's bounds are a request's, and this is no request. The lock is waited for as
    /// long as another process migrates (on a loaded machine, or over a large table, that is
    /// longer than a lock timeout), and a migration rewriting every row runs to its end. Each DDL
    /// statement still gives up on a table lock held past the lock timeout (a server of the old
    /// version in a long transaction), rather than queue every request behind it.
    static func apply(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.rows("SET statement_timeout = 0")
        var locked = false
        for try await taken in try await connection.rows("SELECT pg_try_advisory_lock(\(lockKey))").decode(Bool.self) {
            locked = taken
        }
        if !locked {
            logger.info("waiting for another process to finish migrating the database")
            try await connection.rows("SET lock_timeout = 0")
            try await connection.run("SELECT pg_advisory_lock(\(lockKey))")
            try await connection.rows("RESET lock_timeout")
        }
        do {
            try await migrate(connection, logger: logger)
        } catch {
            if !connection.isClosed { try? await connection.run("SELECT pg_advisory_unlock(\(lockKey))") }
            throw error
        }
        try await connection.run("SELECT pg_advisory_unlock(\(lockKey))")
    }

    private static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        var tables: Set<String> = []
        for try await name in try await connection.rows(
            """
            SELECT table_name::text FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
            """
        ).decode(String.self) {
            tables.insert(name)
        }
        // Tables but no record of Daybook's migrations: another program's database.
        if !tables.isEmpty && !tables.contains("daybook_migrations") {
            throw AppError.storage(.foreignSchema)
        }
        try await connection.rows(
            """
            CREATE TABLE IF NOT EXISTS daybook_migrations (
                version TEXT PRIMARY KEY,
                applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
            )
            """)
        var applied: Set<String> = []
        for try await version in try await connection.rows("SELECT version FROM daybook_migrations").decode(String.self)
        {
            applied.insert(version)
        }
        let known = Set(all.map(\.version))
        if !applied.isSubset(of: known) { throw AppError.storage(.newerVersion) }
        for migration in all where !applied.contains(migration.version) {
            logger.info("migrating", metadata: ["version": "\(migration.version)"])
            try await connection.inTransaction { connection in
                for statement in migration.statements {
                    try await connection.rows(PostgresQuery(unsafeSQL: statement))
                }
                try await connection.rows("INSERT INTO daybook_migrations (version) VALUES (\(migration.version))")
            }
        }
    }
}
