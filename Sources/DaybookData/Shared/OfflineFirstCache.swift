import DaybookDomain
import Foundation
import Synchronization

/// The offline-first policy repositories share, for one kind of value:
///
/// - A fresh cached value (younger than `maximumAge`) is served without asking the remote.
/// - Otherwise the remote is asked; concurrent requests for the same key share one request.
/// - If the remote fails for a reason that may pass (offline, timeout, 5xx, rate limit,
///   unreadable answer), the last cached value is served as ``DataOrigin/stale`` with its age.
///   "Not found", a bad key and other 4xx answers are not hidden behind old data.
///
/// Values are kept in a ``CacheStore`` as the bytes a ``CacheCodec`` makes; an entry that no
/// longer decodes is a miss. The values of recent entries are also kept in memory, so a fresh hit
/// costs a dictionary lookup, not a storage read and a decode (see the cached weather lookup in
/// `BENCHMARKS.md`), and a fetched value is encoded only to be saved. Storage stays the truth: an
/// entry past its age is read from storage again, where another process may have saved a newer one.
///
/// Every lookup's ``CacheLookupOutcome`` is told to `onLookup`, for the metrics.
public struct OfflineFirstCache<Value: Sendable>: Sendable {
    private let store: any CacheStore
    private let dates: any DateSource
    private let maximumAge: TimeInterval
    private let codec: CacheCodec<Value>
    /// Keyed by the entry and whether the caller asked to refresh: a refresh must not join a
    /// plain lookup, which would hand it the cached answer it asked to go past.
    private let flights = SingleFlight<FlightKey, Cached<Value>>()
    private let memory: MemoryTier<Value>
    private let onLookup: @Sendable (CacheLookupOutcome) -> Void

    /// `memoryCapacity` bounds how many values are kept in memory.
    public init(
        store: any CacheStore, dates: any DateSource, maximumAge: TimeInterval, codec: CacheCodec<Value>,
        memoryCapacity: Int = 256, onLookup: @escaping @Sendable (CacheLookupOutcome) -> Void = { _ in }
    ) {
        self.store = store
        self.dates = dates
        self.maximumAge = maximumAge
        self.codec = codec
        memory = MemoryTier(capacity: memoryCapacity)
        self.onLookup = onLookup
    }

    /// The value for `key`: cached while fresh unless `refresh`, else from `fetch`, else stale.
    public func value(
        for key: String,
        refresh: Bool,
        fetch: @escaping @Sendable () async throws(AppError) -> Value
    ) async throws(AppError) -> Cached<Value> {
        let cached = await self.cached(key)
        if !refresh, let cached, cached.freshness.age < maximumAge {
            onLookup(.fresh)
            return cached
        }
        do {
            let found = try await flights.run(FlightKey(key: key, refresh: refresh)) { () throws(AppError) in
                // Checked again inside the shared request: a caller that missed the cache just before
                // another request finished and saved would otherwise start a second one.
                if !refresh, let fresh = await self.cached(key), fresh.freshness.age < maximumAge {
                    return fresh
                }
                return try await self.fetch(key, fetch)
            }
            onLookup(found.freshness.origin == .network ? .miss : .fresh)
            return found
        } catch {
            guard error.allowsStaleFallback, let cached else {
                onLookup(.miss)
                throw error
            }
            onLookup(.stale)
            return Cached(value: cached.value, freshness: cached.freshness.asStale)
        }
    }

    /// The cached value with its age now, whatever that age; `nil` when there is none or it
    /// cannot be read (a broken cache is a miss, not a failure).
    public func cached(_ key: String) async -> Cached<Value>? {
        let remembered = memory[key].map { fromCache($0.value, fetchedAt: $0.fetchedAt) }
        if let remembered, remembered.freshness.age < maximumAge { return remembered }
        guard let entry = try? await store.entry(for: key), let value = try? codec.decode(entry.payload) else {
            // Storage failed or lost the entry: what memory still has is better than nothing.
            return remembered
        }
        let fetchedAt = Milliseconds.date(since1970: entry.fetchedAt)
        memory.remember(value, fetchedAt: fetchedAt, for: key)
        return fromCache(value, fetchedAt: fetchedAt)
    }

    /// A cached value with its age now. A clock that went backwards makes an entry look newer
    /// than it is: its age is then 0.
    private func fromCache(_ value: Value, fetchedAt: Date) -> Cached<Value> {
        Cached(
            value: value,
            freshness: Freshness(
                origin: .cache, fetchedAt: fetchedAt, age: max(0, dates.now().timeIntervalSince(fetchedAt))))
    }

    private func fetch(
        _ key: String, _ fetch: @Sendable () async throws(AppError) -> Value
    ) async throws(AppError) -> Cached<Value> {
        let value = try await fetch()
        let fetchedAt = dates.now()
        memory.remember(value, fetchedAt: fetchedAt, for: key)
        if let payload = try? codec.encode(value) {
            let milliseconds = Milliseconds.since1970(fetchedAt)
            // A cache that cannot be written must not cost the user the answer they just got.
            try? await store.save(CacheEntry(payload: payload, fetchedAt: milliseconds), for: key)
        }
        return Cached(value: value, freshness: .fetched(at: fetchedAt))
    }
}
