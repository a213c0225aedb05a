import DaybookData
import DaybookDomain
import NIOSSL
import PostgresNIO

/// How the pool and a connection of its own are set up: the server's own bounds for each
/// session, TLS, and the settings of a connection outside the pool.
extension PostgreSQLDatabase {
    /// The server's own bounds for each session: `lock_timeout` the operation timeout,
    /// `statement_timeout` six times it (at least 30 s). The server takes both in milliseconds
    /// below 2³¹ and refuses every connection otherwise, so the operation timeout is bounded where
    /// it is read (`SecondsRange.databaseTimeout`); ``prepare()`` sends them too, so a refusal
    /// shows at start rather than as a pool that never gets a connection.
    static func startupParameters(_ location: PostgresLocation) -> [(String, String)] {
        [
            ("lock_timeout", "\(Milliseconds.count(in: location.operationTimeout))"),
            ("statement_timeout", "\(statementTimeoutMilliseconds(location))"),
        ]
    }

    static func statementTimeoutMilliseconds(_ location: PostgresLocation) -> Int64 {
        max(30_000, 6 * Milliseconds.count(in: location.operationTimeout))
    }

    static func tls(_ mode: PostgresLocation.TLSMode) -> PostgresClient.Configuration.TLS {
        switch mode {
        case .disable: .disable
        case .prefer: .prefer(.makeClientConfiguration())
        case .require: .require(.makeClientConfiguration())
        }
    }

    /// The settings of a connection of its own (not the pool's), as the pool's are; named
    /// `applicationName` in `pg_stat_activity` when given.
    static func connectionConfiguration(
        _ location: PostgresLocation, applicationName: String? = nil
    ) throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS =
            switch location.tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: tls)
        configuration.options.connectTimeout = TimeAmount(location.operationTimeout)
        configuration.options.additionalStartupParameters =
            startupParameters(location) + (applicationName.map { [("application_name", $0)] } ?? [])
        return configuration
    }
}
