import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `SignInAttemptStore` in Daybook's SQLite database: one row per client, changed in an
/// `IMMEDIATE` transaction, so attempts from every process on the file are counted in turn.
public struct SQLiteSignInAttemptStore: SignInAttemptStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func update<T: Sendable>(
        client: String, forgetBefore: Int64,
        _ decide: @escaping @Sendable (SignInAttempts?) -> (SignInAttempts?, T)
    ) async throws(AppError) -> T {
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM sign_in_attempt WHERE lastAt < ?").execute(arguments: [
                forgetBefore
            ])
            let current = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT failures, lastAt FROM sign_in_attempt WHERE client = ?"),
                arguments: [client]
            ).map { SignInAttempts(failures: $0[0], lastAt: $0[1]) }
            let (next, outcome) = decide(current)
            if let next {
                try db.cachedStatement(
                    sql: """
                        INSERT INTO sign_in_attempt (client, failures, lastAt) VALUES (?, ?, ?)
                        ON CONFLICT(client) DO UPDATE SET failures = excluded.failures, lastAt = excluded.lastAt
                        """
                ).execute(arguments: [client, next.failures, next.lastAt])
            } else if current != nil {
                try db.cachedStatement(sql: "DELETE FROM sign_in_attempt WHERE client = ?").execute(arguments: [client])
            }
            return outcome
        }
    }
}
