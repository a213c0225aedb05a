import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The cache of remote answers in a PostgreSQL database, shared by every process: one row per
/// key, at most `capacity` rows; saving past that evicts the entries fetched longest ago.
public struct PostgresCacheStore: CacheStore {
    private let database: PostgreSQLDatabase
    private let capacity: Int

    public init(database: PostgreSQLDatabase, capacity: Int = CacheCapacity.defaultEntries) {
        self.database = database
        self.capacity = max(1, capacity)
    }

    public func entry(for key: String) async throws(AppError) -> CacheEntry? {
        try await database.perform("read the cache") { connection in
            for try await (payload, fetchedAt) in try await connection.rows(
                "SELECT payload, fetched_at FROM cache WHERE key = \(key)"
            ).decode((Data, Int64).self) {
                return CacheEntry(payload: payload, fetchedAt: fetchedAt)
            }
            return nil
        }
    }

    public func save(_ entry: CacheEntry, for key: String) async throws(AppError) {
        let capacity = capacity
        try await database.transaction("save to the cache") { connection in
            // A newer answer saved meanwhile by another process is kept: the older one loses.
            try await connection.rows(
                """
                INSERT INTO cache (key, payload, fetched_at) VALUES (\(key), \(entry.payload), \(entry.fetchedAt))
                ON CONFLICT (key) DO UPDATE SET payload = excluded.payload, fetched_at = excluded.fetched_at
                WHERE cache.fetched_at <= excluded.fetched_at
                """)
            try await connection.rows(
                """
                DELETE FROM cache WHERE key IN
                    (SELECT key FROM cache ORDER BY fetched_at DESC, key OFFSET \(capacity))
                """)
            return ()
        }
    }
}
