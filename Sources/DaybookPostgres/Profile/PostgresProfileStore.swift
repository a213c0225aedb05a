import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `ProfileStore` in a PostgreSQL database: one row per user id.
public struct PostgresProfileStore: ProfileStore {
    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func fetch(userID: String) async throws(AppError) -> ProfileRecord? {
        try await database.perform("fetch a profile") { connection in
            for try await (userID, name, gender, createdAt) in try await connection.rows(
                "SELECT user_id, name, gender, created_at FROM profile WHERE user_id = \(userID)"
            ).decode((String, String, String, Int64).self) {
                return ProfileRecord(userID: userID, name: name, gender: gender, createdAt: createdAt)
            }
            return nil
        }
    }

    public func upsert(_ record: ProfileRecord) async throws(AppError) {
        // One statement: it replaces the row or leaves it as it was, never half of it. The change
        // feeds are told once it committed (PostgresChangeNotifier); the profiles' revision
        // moves by the table's trigger.
        try await database.perform("save a profile") { connection in
            for try await _ in try await connection.rows(
                """
                WITH saved AS (
                INSERT INTO profile (user_id, name, gender, created_at)
                VALUES (\(record.userID), \(record.name), \(record.gender), \(record.createdAt))
                ON CONFLICT (user_id) DO UPDATE
                SET name = excluded.name, gender = excluded.gender, created_at = excluded.created_at
                RETURNING 1)
                SELECT 1 FROM saved
                """)
            {
                PostgresChangeNotes.note(.profile)
            }
        }
    }
}
