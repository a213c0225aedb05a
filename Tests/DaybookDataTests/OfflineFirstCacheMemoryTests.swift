import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

/// A cache store that counts its reads, to tell a memory hit from a storage read.
actor CountingCacheStore: CacheStore {
    let inner = InMemoryCacheStore()
    private(set) var reads = 0

    func entry(for key: String) async throws(AppError) -> CacheEntry? {
        reads += 1
        return await inner.entry(for: key)
    }

    func save(_ entry: CacheEntry, for key: String) async throws(AppError) {
        await inner.save(entry, for: key)
    }
}

final class FetchCounter: Sendable {
    let count = Mutex(0)
}

@Suite("OfflineFirstCache: decoded values kept in memory, storage still the truth")
struct OfflineFirstCacheMemoryTests {
    let store = CountingCacheStore()
    let dates = TestDateSource()
    let counter = FetchCounter()

    func cache(capacity: Int = 256) -> OfflineFirstCache<String> {
        OfflineFirstCache(
            store: store, dates: dates, maximumAge: 600, codec: .json(String.self, toDTO: { $0 }, fromDTO: { $0 }),
            memoryCapacity: capacity)
    }

    func value(_ cache: OfflineFirstCache<String>, _ key: String, answer: String = "fetched") async throws
        -> Cached<String>
    {
        try await cache.value(for: key, refresh: false) { () throws(AppError) in
            counter.count.withLock { $0 += 1 }
            return answer
        }
    }

    @Test func aFreshHitReadsNeitherStorageNorTheRemote() async throws {
        let cache = cache()
        _ = try await value(cache, "tokyo")
        let readsAfterFetch = await store.reads
        dates.advance(seconds: 599)
        for _ in 0..<50 {
            let hit = try await value(cache, "tokyo")
            #expect(hit.freshness.origin == .cache && hit.value == "fetched" && hit.freshness.age == 599)
        }
        #expect(await store.reads == readsAfterFetch)
        #expect(counter.count.withLock { $0 } == 1)
    }

    @Test func anEntryAnotherProcessSavedIsFoundOnceMemorysCopyIsOld() async throws {
        let ours = cache()
        _ = try await value(ours, "tokyo", answer: "ours")
        // Another process, with its own memory, refreshes the same entry in the shared storage.
        dates.advance(seconds: 500)
        let theirs = cache()
        _ = try await theirs.value(for: "tokyo", refresh: true) { () throws(AppError) in "theirs" }
        #expect(try await value(ours, "tokyo").value == "ours", "still fresh in memory")
        dates.advance(seconds: 101)
        let found = try await value(ours, "tokyo")
        #expect(found.freshness.origin == .cache && found.value == "theirs" && found.freshness.age == 101)
        #expect(counter.count.withLock { $0 } == 1)
    }

    @Test func aFullMemoryLetsTheOldestGoAndStorageAnswersForIt() async throws {
        let cache = cache(capacity: 2)
        _ = try await value(cache, "a")
        dates.advance(seconds: 1)
        _ = try await value(cache, "b")
        dates.advance(seconds: 1)
        _ = try await value(cache, "c")
        let reads = await store.reads
        #expect(try await value(cache, "c").freshness.origin == .cache)
        #expect(try await value(cache, "b").freshness.origin == .cache)
        #expect(await store.reads == reads, "b and c are in memory")
        #expect(try await value(cache, "a").value == "fetched")
        #expect(await store.reads == reads + 1, "a was let go, so storage answered")
        #expect(counter.count.withLock { $0 } == 3)
    }
}
