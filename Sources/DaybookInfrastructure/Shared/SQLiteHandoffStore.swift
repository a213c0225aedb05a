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
