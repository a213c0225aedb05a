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
public protocol CacheStore: Sendable {
    func entry(for key: String) async throws(AppError) -> CacheEntry?
    func save(_ entry: CacheEntry, for key: String) async throws(AppError)
}

/// A ``CacheStore`` in memory, for tests and throwaway sessions.
public actor InMemoryCacheStore: CacheStore {
    private var entries: [String: CacheEntry] = [:]

    public init() {}

    public func entry(for key: String) -> CacheEntry? {
        entries[key]
    }

    public func save(_ entry: CacheEntry, for key: String) {
        entries[key] = entry
    }
}
