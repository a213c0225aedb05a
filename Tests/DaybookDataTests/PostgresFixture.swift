import DaybookInfrastructure
import DaybookTestSupport
import Foundation

/// A `PostgreSQLDatabase` on a fresh database of the test server, migrated, with its pool
/// running until `stop` is called.
enum PostgresFixture {
    static func open(poolSize: Int = 4) async throws -> (PostgreSQLDatabase, stop: @Sendable () -> Void) {
        let url = try await PostgresTestServer.freshDatabase()
        guard var location = PostgresLocation(url: url, poolSize: poolSize) else {
            throw PostgresTestServer.Unavailable()
        }
        // Generous: every suite runs at once on a small machine, and a slow answer is not what
        // these tests are about (the short default is tested where it matters).
        location.operationTimeout = PostgresTestServer.operationTimeout
        let database = PostgreSQLDatabase(location: location)
        let pool = Task { await database.run() }
        try await database.prepare()
        return (database, { pool.cancel() })
    }
}
