import DaybookDomain
import Foundation
import Logging
import NIOSSL
import PostgresNIO
import _ConnectionPoolModule

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

    public init(location: PostgresLocation, logger: Logger = Logger(label: "daybook.postgres")) {
        self.location = location
        self.logger = logger
        var configuration = PostgresClient.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: Self.tls(location.tls))
        configuration.options.maximumConnections = max(1, location.poolSize)
        configuration.options.connectTimeout = location.operationTimeout
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
    }

    private static func tls(_ mode: PostgresLocation.TLSMode) -> PostgresClient.Configuration.TLS {
        switch mode {
        case .disable: .disable
        case .prefer: .prefer(.makeClientConfiguration())
        case .require: .require(.makeClientConfiguration())
        }
    }

    /// Keeps the pool going until the calling task is cancelled. Nothing reaches the database
    /// before this runs.
    public func run() async {
        await client.run()
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
        try await perform("prepare") { _ in
            let connection = try await PostgresConnection.connect(
                configuration: Self.connectionConfiguration(location), id: 0, logger: logger)
            do {
                try await PostgresMigrations.apply(on: connection, logger: logger)
                try await connection.close()
            } catch {
                try? await connection.close()
                throw error
            }
        }
    }

    private static func connectionConfiguration(_ location: PostgresLocation) throws -> PostgresConnection.Configuration
    {
        let tls: PostgresConnection.Configuration.TLS =
            switch location.tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: tls)
        configuration.options.connectTimeout = .nanoseconds(
            location.operationTimeout.components.seconds * 1_000_000_000
                + location.operationTimeout.components.attoseconds / 1_000_000_000)
        return configuration
    }

    /// Whether the database answers now (for a readiness check).
    public func isReachable() async -> Bool {
        do {
            try await perform("ping") { client in try await client.query("SELECT 1", logger: self.logger) }
            return true
        } catch {
            return false
        }
    }

    /// Runs `body` against the pool, within the operation timeout, converting its failure.
    func perform<T: Sendable>(
        _ context: String, _ body: @escaping @Sendable (PostgresClient) async throws -> T
    ) async throws(AppError) -> T {
        let timeout = location.operationTimeout
        do {
            return try await withThrowingTaskGroup(of: T.self) { group in
                group.addTask { try await body(self.client) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw OperationTimedOut()
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        } catch {
            throw convert(error, context: context)
        }
    }

    /// Runs `body` in one transaction (`READ COMMITTED`; the stores take the row locks they
    /// need), within the operation timeout.
    func transaction<T: Sendable>(
        _ context: String, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws(AppError) -> T {
        try await perform(context) { client in
            try await client.withTransaction(logger: self.logger) { connection in try await body(connection) }
        }
    }

    struct OperationTimedOut: Error {}

    func convert(_ error: any Error, context: String) -> AppError {
        if let appError = error as? AppError { return appError }
        if let transaction = error as? PostgresTransactionError {
            // The closure's own error, or the failed COMMIT or ROLLBACK.
            if let closure = transaction.closureError { return convert(closure, context: context) }
            if let commit = transaction.commitError { return convert(commit, context: context) }
            if let begin = transaction.beginError { return convert(begin, context: context) }
        }
        if error is CancellationError { return .cancelled }
        let failure = failure(for: error)
        logger.error(
            "storage failure",
            metadata: [
                "context": "\(context)", "server": "\(location.server)", "failure": "\(failure)",
                "error": "\(String(reflecting: type(of: error)))",
                "sqlState": "\((error as? PSQLError)?.serverInfo?[.sqlState] ?? "-")",
            ])
        return .storage(failure)
    }

    private func failure(for error: any Error) -> StorageFailure {
        let server = location.server
        if error is OperationTimedOut || error is ConnectionPoolError { return .unreachable(server: server) }
        guard let error = error as? PSQLError else { return .failed }
        if error.code == .server, let state = error.serverInfo?[.sqlState] {
            switch state {
            case "28P01", "28000": return .signInRefused(server: server)
            case "3D000": return .unknownDatabase(server: server)
            case "40001", "40P01", "55P03": return .busy  // serialization, deadlock, lock not available
            case "53100": return .full
            case "25006": return .readOnly
            // Shutting down, starting up, too many connections, the connection lost.
            case "57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006":
                return .unreachable(server: server)
            default: return .failed
            }
        }
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed,
            .sslUnsupported, .failedToAddSSLHandler:
            return .unreachable(server: server)
        case .unsupportedAuthMechanism, .authMechanismRequiresPassword, .saslError:
            return .signInRefused(server: server)
        default:
            return .failed
        }
    }
}

extension PostgresConnection {
    /// Runs `query` on this connection (inside a transaction the stores hold).
    @discardableResult
    func rows(_ query: PostgresQuery) async throws -> PostgresRowSequence {
        try await self.query(query, logger: PostgreSQLDatabase.queryLogger)
    }
}

extension PostgreSQLDatabase {
    /// Statements are logged at trace level only, so never with their values by default.
    static let queryLogger = Logger(label: "daybook.postgres.query")
}
