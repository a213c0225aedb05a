import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `HandoffStore` in Daybook's SQLite database, shared by every process on the file.
public struct SQLiteHandoffStore: HandoffStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func put(_ payload: Data, for key: String, expiresAt: Int64, now: Int64) async throws(AppError) {
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM handoff WHERE expiresAt < ?").execute(arguments: [now])
            try db.cachedStatement(
                sql: """
                    INSERT INTO handoff (key, payload, expiresAt) VALUES (?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET payload = excluded.payload, expiresAt = excluded.expiresAt
                    """
            ).execute(arguments: [key, payload, expiresAt])
            // Bounded, whatever a client makes redirects do: past the cap the oldest go first.
            try db.cachedStatement(
                sql: """
                    DELETE FROM handoff WHERE key IN
                        (SELECT key FROM handoff ORDER BY expiresAt DESC, key LIMIT -1 OFFSET ?)
                    """
            ).execute(arguments: [HandoffCapacity.entries])
        }
    }

    public func take(for key: String, now: Int64) async throws(AppError) -> Data? {
        try await database.write { db in
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "DELETE FROM handoff WHERE key = ? RETURNING payload, expiresAt"),
                arguments: [key])
            guard let row, (row[1] as Int64) >= now else { return nil }
            return row[0] as Data
        }
    }
}
