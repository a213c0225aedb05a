import DaybookDomain
import Foundation

/// A cached answer as storage keeps it: opaque bytes and when they were fetched (ms since 1970).
public struct CacheEntry: Hashable, Sendable {
    public let payload: Data
    public let fetchedAt: Int64

    public init(payload: Data, fetchedAt: Int64) {
        self.payload = payload
        self.fetchedAt = fetchedAt
    }
}

/// Where repositories keep the last answer of a remote service, by key. Knows no entity: the
/// key's prefix says which feature and provider an entry belongs to.
///
/// A store is bounded (every city a visitor asks about would otherwise add an entry for good):
/// past its capacity, saving evicts the entries fetched longest ago.
public protocol CacheStore: Sendable {
    func entry(for key: String) async throws(AppError) -> CacheEntry?
    func save(_ entry: CacheEntry, for key: String) async throws(AppError)
}

/// How many entries a cache store keeps.
public enum CacheCapacity {
    /// Enough for every city and post a household asks about; a few megabytes at most, since
    /// an entry is one answer (the HTTP client refuses oversized ones).
    public static let defaultEntries = 1000
}

/// A ``CacheStore`` in memory, for tests and throwaway sessions.
public actor InMemoryCacheStore: CacheStore {
    private var entries: [String: CacheEntry] = [:]
    private let capacity: Int

    public init(capacity: Int = CacheCapacity.defaultEntries) {
        self.capacity = max(1, capacity)
    }

    public func entry(for key: String) -> CacheEntry? {
        entries[key]
    }

    public func save(_ entry: CacheEntry, for key: String) {
        entries[key] = entry
        guard entries.count > capacity else { return }
        let newestFirst = entries.sorted { ($0.value.fetchedAt, $1.key) > ($1.value.fetchedAt, $0.key) }
        for (key, _) in newestFirst.dropFirst(capacity) { entries[key] = nil }
    }
}
