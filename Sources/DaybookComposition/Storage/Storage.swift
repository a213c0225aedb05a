import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import Foundation
import Logging

/// The stores every feature (and the sign-in throttle) is built on, all in one engine: the SQLite file (the default), or a
/// PostgreSQL database several processes share. Nothing above the stores learns which.
struct Storage: Sendable {
    enum Engine: Sendable {
        case sqlite(SQLiteDatabase)
        case postgres(PostgreSQLDatabase)
    }

    let engine: Engine
    let todos: any TodoStore
    let profiles: any ProfileStore
    /// The people of this Daybook, their password hashes and their API tokens' digests.
    let accounts: any AccountStore
    let cache: any CacheStore
    let handoffs: any HandoffStore
    let signInAttempts: any SignInAttemptStore
    /// The secret sign-in cookies are signed with, shared by every process on the database.
    let sessionSecrets: any SessionSecretStore
    /// Everything a user owns, in bulk: export, import, backup.
    let archive: any ArchiveStore
    /// Committed changes to the todos and profiles, by this process or any other on the same
    /// database: SQLite's looks at the file while someone subscribes; PostgreSQL's listens while
    /// ``service`` runs and someone subscribes.
    let changes: any ChangeFeed
    /// Which database, for messages and to tell two apart: the SQLite file's path, or the
    /// server and database name (never the password).
    let identity: String

    /// Opens the SQLite file now; a PostgreSQL database is only described here, and reached by
    /// ``prepare()`` once its pool runs.
    static func open(
        sqlitePath: String, postgres: PostgresLocation?, logger: Logger, metrics: DaybookMetrics?,
        lifetime: AppLifetime = .command
    ) throws(AppError) -> Storage {
        guard let location = postgres else {
            logger.debug("opening database", metadata: ["path": "\(sqlitePath)"])
            let database = try SQLiteDatabase(
                path: sqlitePath, logger: logger, metrics: metrics?.storage(engine: "sqlite") ?? NoStorageMetrics())
            return Storage(
                engine: .sqlite(database), todos: SQLiteTodoStore(database: database),
                profiles: SQLiteProfileStore(database: database), accounts: SQLiteAccountStore(database: database),
                cache: SQLiteCacheStore(database: database),
                handoffs: SQLiteHandoffStore(database: database),
                signInAttempts: SQLiteSignInAttemptStore(database: database),
                sessionSecrets: SQLiteSessionSecretStore(database: database),
                archive: SQLiteArchiveStore(database: database), changes: database.changes,
                identity: URL(fileURLWithPath: sqlitePath).standardizedFileURL.path)
        }
        let database = PostgreSQLDatabase(
            location: location, logger: logger,
            metrics: metrics?.storage(engine: "postgresql") ?? NoStorageMetrics(),
            announcing: lifetime == .server ? .afterAnswering : .beforeAnswering)
        return Storage(
            engine: .postgres(database),
            // Adds that arrive together are written as one: a statement, a commit and a flush of
            // the log for them all (SQLite's writes cost far less than PostgreSQL's round trips).
            todos: GroupingTodoStore(PostgresTodoStore(database: database), patience: location.operationTimeout),
            profiles: PostgresProfileStore(database: database), accounts: PostgresAccountStore(database: database),
            cache: PostgresCacheStore(database: database),
            handoffs: PostgresHandoffStore(database: database),
            signInAttempts: PostgresSignInAttemptStore(database: database),
            sessionSecrets: PostgresSessionSecretStore(database: database),
            archive: PostgresArchiveStore(database: database), changes: database.changes,
            identity: "\(location)")
    }

    /// Reaches the database and brings its schema up to date (PostgreSQL; SQLite did so on open).
    func prepare() async throws(AppError) {
        if case .postgres(let database) = engine { try await database.prepare() }
    }

    /// What keeps the database's connections going while the app runs, the change feed's
    /// listener included: `nil` for SQLite, whose feed needs nothing run for it.
    var service: (@Sendable () async -> Void)? {
        guard case .postgres(let database) = engine else { return nil }
        return { await database.run() }
    }

    /// Whether anyone has an account, before ``service`` runs (PostgreSQL's pool is not running yet).
    func hasAccountsBeforeRunning() async throws(AppError) -> Bool {
        switch engine {
        case .sqlite: try await accounts.hasAccounts()
        case .postgres(let database): try await database.hasAccountsBeforeRunning()
        }
    }

    /// Whether the database answers now.
    func isReachable() async -> Bool {
        switch engine {
        case .sqlite(let database): (try? await database.read { _ in true }) ?? false
        case .postgres(let database): await database.isReachable()
        }
    }
}
