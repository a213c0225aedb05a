import DaybookPostgres
import Foundation

/// A `PostgreSQLDatabase` on a fresh database of the test server, migrated, with its pool
/// running until `stop` is called.
public enum PostgresFixture {
    public static func open(poolSize: Int = 4) async throws -> (PostgreSQLDatabase, stop: @Sendable () -> Void) {
        let (database, _, stop) = try await openWithURL(poolSize: poolSize)
        return (database, stop)
    }

    /// As ``open(poolSize:)``, with the database's URL, for a test that looks at it on a
    /// connection of its own or opens it a second time.
    public static func openWithURL(poolSize: Int = 4) async throws -> (
        PostgreSQLDatabase, url: String, stop: @Sendable () -> Void
    ) {
        let url = try await PostgresTestServer.freshDatabase()
        let (database, stop) = try await open(url: url, poolSize: poolSize)
        return (database, url, stop)
    }

    /// The database at `url` (made by an earlier ``openWithURL(poolSize:)``): another process's
    /// view of it. `port` replaces the URL's (a `TCPForwarder` in front of the server).
    public static func open(url: String, port: Int? = nil, poolSize: Int = 4) async throws -> (
        PostgreSQLDatabase, stop: @Sendable () -> Void
    ) {
        guard var location = PostgresLocation(url: url, poolSize: poolSize) else {
            throw PostgresTestServer.Unavailable()
        }
        if let port { location.port = port }
        // Generous: every suite runs at once on a small machine, and a slow answer is not what
        // these tests are about (the short default is tested where it matters).
        location.operationTimeout = PostgresTestServer.operationTimeout
        let database = PostgreSQLDatabase(location: location, logger: .quiet)
        let pool = Task { await database.run() }
        try await database.prepare()
        return (database, { pool.cancel() })
    }
}
