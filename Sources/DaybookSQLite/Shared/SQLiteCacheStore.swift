import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The cache of remote answers in Daybook's SQLite database: one row per key, at most
/// `capacity` rows; saving past that evicts the entries fetched longest ago.
public struct SQLiteCacheStore: CacheStore {
    private let database: SQLiteDatabase
    private let capacity: Int

    public init(database: SQLiteDatabase, capacity: Int = CacheCapacity.defaultEntries) {
        self.database = database
        self.capacity = max(1, capacity)
    }

    public func entry(for key: String) async throws(AppError) -> CacheEntry? {
        try await database.read { db in
            let statement = try db.cachedStatement(sql: "SELECT payload, fetchedAt FROM cache WHERE key = ?")
            return try Row.fetchOne(statement, arguments: [key]).map {
                CacheEntry(payload: $0[0], fetchedAt: $0[1])
            }
        }
    }

    /// Keeps the newer answer: a slower fetch saved after a newer one (another process's) does
    /// not replace it.
    public func save(_ entry: CacheEntry, for key: String) async throws(AppError) {
        try await database.write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO cache (key, payload, fetchedAt) VALUES (?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET payload = excluded.payload, fetchedAt = excluded.fetchedAt
                    WHERE cache.fetchedAt <= excluded.fetchedAt
                    """
            ).execute(arguments: [key, entry.payload, entry.fetchedAt])
            // Every city or post asked about adds a row: keep the newest, through the age index.
            try db.cachedStatement(
                sql: """
                    DELETE FROM cache WHERE key IN
                        (SELECT key FROM cache ORDER BY fetchedAt DESC, key LIMIT -1 OFFSET ?)
                    """
            ).execute(arguments: [capacity])
        }
    }
}
