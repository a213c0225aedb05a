import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `ProfileStore` in Daybook's SQLite database: one row per user id.
public struct SQLiteProfileStore: ProfileStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func fetch(userID: String) async throws(AppError) -> ProfileRecord? {
        try await database.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT userID, name, gender, createdAt FROM profile WHERE userID = ?")
            return try Row.fetchOne(statement, arguments: [userID]).map {
                ProfileRecord(userID: $0[0], name: $0[1], gender: $0[2], createdAt: $0[3])
            }
        }
    }

    public func upsert(_ record: ProfileRecord) async throws(AppError) {
        // One statement: it replaces the row or leaves it as it was, never half of it.
        try await database.write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO profile (userID, name, gender, createdAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT(userID) DO UPDATE
                    SET name = excluded.name, gender = excluded.gender, createdAt = excluded.createdAt
                    """
            ).execute(arguments: [record.userID, record.name, record.gender, record.createdAt])
        }
    }
}
