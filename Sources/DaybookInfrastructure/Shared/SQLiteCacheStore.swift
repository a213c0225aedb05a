import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The cache of remote answers in Daybook's SQLite database: one row per key.
public struct SQLiteCacheStore: CacheStore {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func entry(for key: String) async throws(AppError) -> CacheEntry? {
        try await database.read { db in
            let statement = try db.cachedStatement(sql: "SELECT payload, fetchedAt FROM cache WHERE key = ?")
            return try Row.fetchOne(statement, arguments: [key]).map {
                CacheEntry(payload: $0[0], fetchedAt: $0[1])
            }
        }
    }

    public func save(_ entry: CacheEntry, for key: String) async throws(AppError) {
        try await database.write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO cache (key, payload, fetchedAt) VALUES (?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET payload = excluded.payload, fetchedAt = excluded.fetchedAt
                    """
            ).execute(arguments: [key, entry.payload, entry.fetchedAt])
        }
    }
}
