import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

@Suite("OfflineFirstCache tells each lookup's outcome")
struct CacheLookupOutcomeTests {
    let dates = TestDateSource()
    final class Outcomes: Sendable {
        let told = Mutex<[CacheLookupOutcome]>([])
    }
    let outcomes = Outcomes()

    func cache() -> OfflineFirstCache<String> {
        OfflineFirstCache(
            store: InMemoryCacheStore(), dates: dates, maximumAge: 600,
            codec: .json(String.self, toDTO: { $0 }, fromDTO: { $0 }),
            onLookup: { [outcomes] outcome in outcomes.told.withLock { $0.append(outcome) } })
    }

    func told() -> [CacheLookupOutcome] { outcomes.told.withLock { $0 } }

    @Test func aFetchIsAMissAndTheNextLookupFresh() async throws {
        let cache = cache()
        _ = try await cache.value(for: "tokyo", refresh: false) { () throws(AppError) in "sunny" }
        _ = try await cache.value(for: "tokyo", refresh: false) { () throws(AppError) in "never asked" }
        #expect(told() == [.miss, .fresh])
    }

    @Test func aRefreshIsAMissEvenWhenFresh() async throws {
        let cache = cache()
        _ = try await cache.value(for: "tokyo", refresh: false) { () throws(AppError) in "sunny" }
        _ = try await cache.value(for: "tokyo", refresh: true) { () throws(AppError) in "rain" }
        #expect(told() == [.miss, .miss])
    }

    @Test func aFailedRemoteWithAnOldValueIsStaleAndWithoutOneAMiss() async throws {
        let cache = cache()
        _ = try await cache.value(for: "tokyo", refresh: false) { () throws(AppError) in "sunny" }
        dates.advance(seconds: 601)
        let stale = try await cache.value(for: "tokyo", refresh: false) { () throws(AppError) in throw .offline }
        #expect(stale.freshness.origin == .stale)
        await #expect(throws: AppError.offline) {
            try await cache.value(for: "osaka", refresh: false) { () throws(AppError) in throw .offline }
        }
        // A "not found" is not hidden behind old data: the lookup missed.
        await #expect(throws: AppError.notFound(.city)) {
            try await cache.value(for: "tokyo", refresh: false) { () throws(AppError) in throw .notFound(.city) }
        }
        #expect(told() == [.miss, .stale, .miss, .miss])
    }
}
