import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `HandoffStore` in a PostgreSQL database, so the process that serves a redirect need not
/// be the one that answered the form.
public struct PostgresHandoffStore: HandoffStore {
    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func put(_ payload: Data, for key: String, expiresAt: Int64, now: Int64) async throws(AppError) {
        try await database.transaction("keep a handoff") { connection in
            try await connection.rows("DELETE FROM handoff WHERE expires_at < \(now)")
            try await connection.rows(
                """
                INSERT INTO handoff (key, payload, expires_at) VALUES (\(key), \(payload), \(expiresAt))
                ON CONFLICT (key) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at
                """)
            // Bounded, whatever a client makes redirects do: past the cap the oldest go first.
            try await connection.rows(
                """
                DELETE FROM handoff WHERE key IN
                    (SELECT key FROM handoff ORDER BY expires_at DESC, key OFFSET \(HandoffCapacity.entries))
                """)
            return ()
        }
    }

    public func take(for key: String, now: Int64) async throws(AppError) -> Data? {
        try await database.perform("take a handoff") { connection in
            for try await (payload, expiresAt) in try await connection.rows(
                "DELETE FROM handoff WHERE key = \(key) RETURNING payload, expires_at"
            ).decode((Data, Int64).self) {
                return expiresAt >= now ? payload : nil
            }
            return nil
        }
    }
}
