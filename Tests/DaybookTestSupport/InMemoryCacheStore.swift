import DaybookData
import DaybookDomain
import Foundation

/// A ``CacheStore`` in memory, for tests.
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
        if let kept = entries[key], kept.fetchedAt > entry.fetchedAt { return }
        entries[key] = entry
        guard entries.count > capacity else { return }
        let newestFirst = entries.sorted { ($0.value.fetchedAt, $1.key) > ($1.value.fetchedAt, $0.key) }
        for (key, _) in newestFirst.dropFirst(capacity) { entries[key] = nil }
    }
}
