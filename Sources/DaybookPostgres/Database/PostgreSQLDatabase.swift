import DaybookData
import DaybookDomain
import Foundation
import Logging
import PostgresNIO
import Synchronization

/// Daybook's PostgreSQL database: a `PostgresClient` (a pool of connections) that ``run()`` keeps
/// going beside the server or the command, and the schema brought up to date by ``prepare()``.
/// Every driver error is converted to `AppError.storage` here, where it appears, and logged
/// without the password.
///
/// Several processes share one database. Each operation waits at most
/// ``PostgresLocation/operationTimeout`` for the server, so a database that went away is a quick
/// `unreachable` (a 503 from the server) rather than a hung request; the pool reconnects by itself
/// when it comes back.
public final class PostgreSQLDatabase: Sendable {
    let client: PostgresClient
    public let location: PostgresLocation
    let logger: Logger
    private let metrics: any StorageMetrics
    /// Committed changes to the todos and profiles, whoever wrote them, heard through
    /// `LISTEN` (see ``PostgresChangeFeed``): it works while ``run()`` runs.
    public let changes: PostgresChangeFeed
    /// Tells the feeds of every process what a write changed, once it committed.
    private let notifier: PostgresChangeNotifier

    /// `announcing` says whether a write's caller waits for the `NOTIFY` that tells the other
    /// processes (a command, which may end once answered) or not (a server).
    public init(
        location: PostgresLocation, logger: Logger,
        metrics: any StorageMetrics = NoStorageMetrics(),
        announcing: PostgresAnnouncementTiming = .beforeAnswering
    ) {
        self.location = location
        self.logger = logger
        self.metrics = metrics
        var configuration = PostgresClient.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: Self.tls(location.tls))
        configuration.options.maximumConnections = max(1, location.poolSize)
        configuration.options.connectTimeout = location.operationTimeout
        // The server ends what waits too long, and rolls it back: a write waiting behind another
        // process's long transaction fails as busy (55P03, a 503) rather than committing after
        // its caller gave up.
        configuration.options.additionalStartupParameters = Self.startupParameters(location)
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        changes = PostgresChangeFeed(location: location, logger: logger)
        notifier = PostgresChangeNotifier(
            timing: announcing, send: Self.notify(client: client, location: location, logger: logger))
    }

    /// Sends `pg_notify` for each topic, each in a transaction of its own. A failure is logged (its
    /// type and SQLSTATE, never its text) and dropped: the write has committed, and the feeds
    /// find what moved at their next check of the counters (``PostgresChangeFeed``).
    private static func notify(client: PostgresClient, location: PostgresLocation, logger: Logger)
        -> @Sendable (Set<ChangeTopic>) async -> Void
    {
        // One short statement: bounded by the operation timeout alone, so a write that waits for
        // it is answered within that after its commit.
        let bounds = PostgresOperation<Void>.Bounds(lease: location.operationTimeout, run: location.operationTimeout)
        return { topics in
            do {
                try await PostgresOperation<Void>.run(
                    bounds: bounds, timers: PostgresClient.defaultEventLoopGroup.any(),
                    lease: { work in try await client.withConnection(work) },
                    { connection in
                        for topic in ChangeTopic.allCases where topics.contains(topic) {
                            for try await _ in try await connection.rows(
                                "SELECT pg_notify(\(PostgresChangeFeed.channel), \(topic.rawValue))")
                            {}
                        }
                    })
            } catch {
                logger.warning(
                    "a change was committed, but the other processes could not be told at once",
                    metadata: [
                        "error": "\(String(reflecting: type(of: error)))",
                        "sqlState": "\((error as? PSQLError)?.serverInfo?[.sqlState] ?? "-")",
                    ])
            }
        }
    }

    /// Keeps the pool going until the calling task is cancelled, and beside it the change feed's
    /// listener (which holds a connection only while someone subscribes to ``changes``). Nothing
    /// reaches the database before this runs; when it ends, every subscription to ``changes``
    /// ends. Run it once.
    ///
    /// Once cancelled, the pool runs on until the writes already answered have been announced
    /// (``PostgresAnnouncementTiming/afterAnswering``), for at most the operation timeout, then
    /// stops.
    public func run() async {
        let pool = Task { await self.client.run() }
        await withDiscardingTaskGroup { group in
            group.addTask { await self.changes.run() }
        }
        if await !notifier.settle(within: location.operationTimeout) {
            logger.warning(
                "stopping before every change was announced; the other processes will find it at their next check")
        }
        pool.cancel()
        await pool.value
    }

    /// Checks the server can be reached with these credentials, refuses a database holding
    /// another program's tables or a newer Daybook's schema, and applies the missing migrations:
    /// once, even when several processes start at the same moment.
    ///
    /// Uses a connection of its own rather than the pool's: the pool retries a failed connection
    /// quietly, while this says at once why the server refused (a wrong password, no such database).
    public func prepare() async throws(AppError) {
        let location = location
        let logger = logger
        do {
            // Reaching the server and signing in are bounded by the connect timeout; the
            // migrations then wait for the advisory lock as long as another process holds it.
            let connection = try await PostgresConnection.connect(
                configuration: Self.connectionConfiguration(location), id: 0, logger: logger)
            do {
                try await PostgresMigrations.apply(on: connection, logger: logger)
                try await connection.close()
            } catch {
                try? await connection.close()
                throw error
            }
        } catch {
            throw convert(error, context: "prepare")
        }
    }

    /// Whether anyone has an account, asked on a connection of its own as ``prepare()`` does, so
    /// it can be asked before ``run()`` starts the pool (a server deciding whether it may start).
    public func hasAccountsBeforeRunning() async throws(AppError) -> Bool {
        do {
            let connection = try await PostgresConnection.connect(
                configuration: Self.connectionConfiguration(location), id: 0, logger: logger)
            do {
                var any = false
                for try await value in try await connection.query(
                    "SELECT EXISTS (SELECT 1 FROM account)", logger: logger
                ).decode(Bool.self) {
                    any = value
                }
                try await connection.close()
                return any
            } catch {
                try? await connection.close()
                throw error
            }
        } catch {
            throw convert(error, context: "look for accounts")
        }
    }

    /// Whether the database answers now (for a readiness check).
    public func isReachable() async -> Bool {
        do {
            try await perform("ping") { connection in try await connection.run("SELECT 1") }
            return true
        } catch {
            return false
        }
    }

    /// Runs `body` on a connection of the pool, converting its failure; counted and timed (see
    /// ``StorageMetrics``).
    ///
    /// Every operation ends within known bounds (``PostgresOperation``): waiting for a connection
    /// within the operation timeout (while the server is away the pool keeps retrying and would
    /// hold the request for up to a minute), then running within the server's own lock and
    /// statement timeouts (see ``startupParameters(_:)``), which end and roll back what waits
    /// too long. Past those, the connection is closed, so the server rolls back what it had not
    /// committed, and the caller is answered `unreachable` (a 503) even if the driver never
    /// answers: a connection lost mid-request (a restarted server) must not hold the request, the
    /// pool or a graceful stop. `unbounded` lifts the run bound for the command line's long
    /// operations (an export of a million todos), never for a request. `leaseWithin` shortens the
    /// wait for a connection, for work that already waited for its turn (``PostgresTodoAdditions``).
    func perform<T: Sendable>(
        _ context: String, unbounded: Bool = false, leaseWithin: Duration? = nil,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(AppError) -> T {
        try await metrics.measure { () throws(AppError) in
            do {
                let notes = PostgresChangeNotes()
                let value = try await Self.$statementLogger.withValue(statementLogger) {
                    try await PostgresChangeNotes.$current.withValue(notes) {
                        try await PostgresOperation.run(
                            bounds: .init(
                                lease: min(leaseWithin ?? location.operationTimeout, location.operationTimeout),
                                run: unbounded ? nil : runBound),
                            timers: PostgresClient.defaultEventLoopGroup.any(),
                            lease: { work in try await self.client.withConnection(work) }, body)
                    }
                }
                // Committed: the other processes' feeds (and this one's) hear of it, before the
                // caller is answered or right after (see ``PostgresAnnouncementTiming``).
                await notifier.announce(notes.topics)
                return value
            } catch {
                throw convert(error, context: context)
            }
        }
    }

    /// What a caller is answered when no connection could be had in time (as a lease that timed
    /// out is).
    var unreachable: AppError { .storage(.unreachable(server: location.server)) }

    /// How long a leased operation may run: a lock wait and a statement, as the server bounds
    /// them (see ``startupParameters(_:)``).
    var runBound: Duration {
        let statementTimeout = Duration.milliseconds(Self.statementTimeoutMilliseconds(location))
        return location.operationTimeout + statementTimeout
    }

    /// Runs `body` in one transaction (`READ COMMITTED`; the stores take the row locks they
    /// need), committed when it returns and rolled back when it throws.
    func transaction<T: Sendable>(
        _ context: String, unbounded: Bool = false,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(AppError) -> T {
        try await perform(context, unbounded: unbounded) { connection in
            try await connection.inTransaction { try await body($0) }
        }
    }
}

extension PostgreSQLDatabase {
    /// The connection closed before a statement could be sent.
    struct ConnectionClosed: Error {}

    /// What the driver logs statements with: the database's own logger (passed in, as swift-log
    /// asks of a library), set around each operation, and quiet elsewhere.
    @TaskLocal static var statementLogger = Logger(label: "daybook.postgres.query") { _ in SwiftLogNoOpLogHandler() }

    /// The database's logger for statements: they are logged at trace level only, so never with
    /// their values at `-v` (debug).
    var statementLogger: Logger {
        var statements = logger
        if statements.logLevel > .trace { statements.logLevel = max(statements.logLevel, .info) }
        return statements
    }
}
