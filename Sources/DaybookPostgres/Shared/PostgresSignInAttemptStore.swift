import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `SignInAttemptStore` in a PostgreSQL database: one row per client, locked (`FOR UPDATE`)
/// while an attempt is counted, so every process's attempts from one client are counted in turn.
public struct PostgresSignInAttemptStore: SignInAttemptStore {
    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func update<T: Sendable>(
        client: String, forgetBefore: Int64,
        _ decide: @escaping @Sendable (SignInAttempts?) -> (SignInAttempts?, T)
    ) async throws(AppError) -> T {
        try await database.transaction("count a sign-in attempt") { connection in
            try await connection.rows("DELETE FROM sign_in_attempt WHERE last_at < \(forgetBefore)")
            // The row exists before it is locked, so two first attempts cannot both find none.
            try await connection.rows(
                """
                INSERT INTO sign_in_attempt (client, failures, last_at) VALUES (\(client), 0, 0)
                ON CONFLICT (client) DO NOTHING
                """)
            var current: SignInAttempts?
            for try await (failures, lastAt) in try await connection.rows(
                "SELECT failures, last_at FROM sign_in_attempt WHERE client = \(client) FOR UPDATE"
            ).decode((Int, Int64).self) where failures > 0 {
                current = SignInAttempts(failures: failures, lastAt: lastAt)
            }
            let (next, outcome) = decide(current)
            if let next {
                try await connection.rows(
                    """
                    UPDATE sign_in_attempt SET failures = \(next.failures), last_at = \(next.lastAt)
                    WHERE client = \(client)
                    """)
            } else {
                try await connection.rows("DELETE FROM sign_in_attempt WHERE client = \(client)")
            }
            return outcome
        }
    }
}
