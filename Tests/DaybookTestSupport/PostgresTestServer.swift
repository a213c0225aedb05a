import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL server the tests may use: `DAYBOOK_TEST_POSTGRES_URL`, a throwaway cluster
/// (`Tests/Postgres/cluster.sh` starts one; `.ci/run` does so and sets the variable). Each test
/// gets a database of its own, made here. Without the variable the PostgreSQL cases do not run,
/// and `PostgresAvailabilityTests` says so; with `DAYBOOK_REQUIRE_POSTGRES=1` (CI) that fails.
public enum PostgresTestServer {
    public static let url = ProcessInfo.processInfo.environment["DAYBOOK_TEST_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }
    public static var isAvailable: Bool { url != nil }
    public static let isRequired = ProcessInfo.processInfo.environment["DAYBOOK_REQUIRE_POSTGRES"] == "1"
    /// How long an operation may wait in tests, where every suite runs at once on a small machine.
    public static let operationTimeout: Duration = .seconds(60)

    public struct Unavailable: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "DAYBOOK_TEST_POSTGRES_URL is not set" }
    }

    /// Creates a new, empty database on the test server and returns its URL (the server's URL
    /// with the database's name in place of the path).
    public static func freshDatabase() async throws -> String {
        guard let url, var components = URLComponents(string: url) else { throw Unavailable() }
        let name = "daybook_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        _ = try await withConnection(to: url) { connection in
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        }
        components.path = "/" + name
        return components.string!
    }

    /// Runs `body` on a connection of its own to the database at `url` (for a test's set-up or
    /// to look at what the app wrote).
    public static func withConnection<T: Sendable>(
        to url: String, _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        guard let components = URLComponents(string: url), let host = components.host else { throw Unavailable() }
        let configuration = PostgresConnection.Configuration(
            host: host, port: components.port ?? 5432, username: components.user ?? "postgres",
            password: components.password, database: String(components.path.dropFirst()), tls: .disable)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }

    static let logger = Logger(label: "daybook.tests.postgres")
}
