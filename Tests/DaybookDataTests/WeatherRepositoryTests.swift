import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

@Suite("OfflineFirstWeatherRepository: fresh cache, expiry, stale fallback, shared requests")
struct WeatherRepositoryTests {
    let remote = CountingWeatherRemote()
    let dates = TestDateSource()
    var repository: OfflineFirstWeatherRepository {
        OfflineFirstWeatherRepository(remote: remote, cache: cache, dates: dates, maximumAge: 600)
    }
    let cache = InMemoryCacheStore()

    @Test func aFreshAnswerIsServedWithoutARequest() async throws {
        let repository = repository
        let first = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(first.freshness.origin == .network && first.freshness.age == 0)
        dates.advance(seconds: 120)
        let second = try await repository.weather(for: CityQuery("  tokyo "), refresh: false)
        #expect(second.freshness.origin == .cache)
        #expect(second.freshness.age == 120)
        #expect(second.weather == first.weather)
        #expect(remote.requests == 1)
    }

    @Test func anExpiredAnswerIsFetchedAgain() async throws {
        let repository = repository
        _ = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        dates.advance(seconds: 601)
        remote.report(temperature: 25)
        let again = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(again.freshness.origin == .network && again.weather.temperature == 25)
        #expect(remote.requests == 2)
    }

    @Test func refreshSkipsAFreshCache() async throws {
        let repository = repository
        _ = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        let refreshed = try await repository.weather(for: CityQuery("Tokyo"), refresh: true)
        #expect(refreshed.freshness.origin == .network)
        #expect(remote.requests == 2)
    }

    @Test(
        "a passing failure serves the last answer, marked stale with its age",
        arguments: [
            AppError.offline, .timeout, .server(status: 502), .rateLimited(retryAfterSeconds: 5), .unreadableResponse,
        ]
    )
    func staleFallback(failure: AppError) async throws {
        let repository = repository
        let original = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        dates.advance(seconds: 3_600)
        remote.fail(with: failure)
        let stale = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(stale.freshness.origin == .stale)
        #expect(stale.freshness.age == 3_600)
        #expect(stale.weather == original.weather)
    }

    @Test(
        "some failures are not hidden behind old weather",
        arguments: [AppError.notFound(.city), .unauthorized, .server(status: 400)])
    func noStaleFallback(failure: AppError) async throws {
        let repository = repository
        _ = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        remote.fail(with: failure)
        await #expect(throws: failure) { try await repository.weather(for: CityQuery("Tokyo"), refresh: true) }
    }

    @Test func aFailureWithNothingCachedIsTheFailure() async throws {
        remote.fail(with: .offline)
        await #expect(throws: AppError.offline) {
            try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        }
    }

    @Test func aHundredConcurrentLookupsMakeOneRequest() async throws {
        let slow = CountingWeatherRemote(delay: .milliseconds(200))
        let repository = OfflineFirstWeatherRepository(remote: slow, cache: cache, dates: dates, maximumAge: 600)
        let reports = try await withThrowingTaskGroup(of: WeatherReport.self) { group in
            for _ in 1...100 {
                group.addTask { try await repository.weather(for: CityQuery("Tokyo"), refresh: false) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(reports.count == 100)
        #expect(slow.requests == 1)
        #expect(Set(reports.map(\.weather)).count == 1)
    }

    @Test func aCallerThatMissedTheCacheJustBeforeItWasFilledMakesNoRequest() async throws {
        _ = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(remote.requests == 1)
        // This caller's first look at the cache comes before the answer above was saved (a miss);
        // by the time it runs its request, the answer is there.
        let late = OfflineFirstWeatherRepository(
            remote: remote, cache: MissingOnceCache(inner: cache), dates: dates, maximumAge: 600)
        let report = try await late.weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(report.freshness.origin == .cache)
        #expect(remote.requests == 1)
    }

    @Test func differentCitiesAreCachedApart() async throws {
        let repository = repository
        _ = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        let osaka = try await repository.weather(for: CityQuery("Osaka"), refresh: false)
        #expect(osaka.freshness.origin == .network && osaka.weather.city == "Osaka")
        #expect(remote.requests == 2)
    }

    @Test func anUnreadableCacheEntryIsAMiss() async throws {
        let recording = ScriptedCache()
        await recording.inner.save(CacheEntry(payload: Data("garbage".utf8), fetchedAt: 0), for: "counting|tokyo")
        let repository = OfflineFirstWeatherRepository(remote: remote, cache: recording, dates: dates, maximumAge: 600)
        let report = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(report.freshness.origin == .network)
        #expect(recording.keysRead.contains("counting|tokyo"), "the planted entry was the one read")
    }

    @Test func aRefreshNeverJoinsAPlainLookupThatEndsOnTheCache() async throws {
        // A plain lookup misses the cache, starts the shared request, and finds a fresh answer
        // inside it (another process saved one), slowly. A refresh asked meanwhile must not join
        // it: it asked to go past the cache.
        let cache = ScriptedCache(missFirstRead: true, slowRead: 2)
        let repository = OfflineFirstWeatherRepository(remote: remote, cache: cache, dates: dates, maximumAge: 600)
        let seeded = try await OfflineFirstWeatherRepository(
            remote: remote, cache: cache.inner, dates: dates, maximumAge: 600
        ).weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(seeded.freshness.origin == .network && remote.requests == 1)
        let plain = Task { try await repository.weather(for: CityQuery("Tokyo"), refresh: false) }
        #expect(await eventually { cache.readsStarted >= 2 }, "the plain lookup is inside its shared request")
        let refreshed = try await repository.weather(for: CityQuery("Tokyo"), refresh: true)
        #expect(refreshed.freshness.origin == .network)
        #expect(try await plain.value.freshness.origin == .cache)
        #expect(remote.requests == 2)
    }
}

/// A cache over an in-memory one that records the keys read, and can miss its first read and
/// make one read slow, to stage races.
final class ScriptedCache: CacheStore {
    let inner = InMemoryCacheStore()
    private let state = Mutex((reads: 0, keys: [String]()))
    private let missFirstRead: Bool
    private let slowRead: Int?

    init(missFirstRead: Bool = false, slowRead: Int? = nil) {
        self.missFirstRead = missFirstRead
        self.slowRead = slowRead
    }

    var readsStarted: Int { state.withLock { $0.reads } }
    var keysRead: [String] { state.withLock { $0.keys } }

    func entry(for key: String) async throws(AppError) -> CacheEntry? {
        let read = state.withLock { state in
            state.reads += 1
            state.keys.append(key)
            return state.reads
        }
        if read == 1 && missFirstRead { return nil }
        if read == slowRead { try? await Task.sleep(for: .milliseconds(300)) }
        return await inner.entry(for: key)
    }

    func save(_ entry: CacheEntry, for key: String) async throws(AppError) {
        await inner.save(entry, for: key)
    }
}

/// A cache whose first read misses, as it would for a caller that looked just before another
/// request saved its answer.
actor MissingOnceCache: CacheStore {
    let inner: InMemoryCacheStore
    private var missed = false

    init(inner: InMemoryCacheStore) {
        self.inner = inner
    }

    func entry(for key: String) async throws(AppError) -> CacheEntry? {
        guard missed else {
            missed = true
            return nil
        }
        return await inner.entry(for: key)
    }

    func save(_ entry: CacheEntry, for key: String) async throws(AppError) {
        await inner.save(entry, for: key)
    }
}

/// What every `CacheStore` must do, for the in-memory, the SQLite and the PostgreSQL store.
@Suite("CacheStore contract")
struct CacheStoreContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, sqlite, postgres
        static var allCases: [Kind] { [.inMemory, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        /// A fresh, empty store; `stop` ends a PostgreSQL pool.
        func make(in folder: TemporaryDirectory, capacity: Int = CacheCapacity.defaultEntries) async throws
            -> (any CacheStore, stop: @Sendable () -> Void)
        {
            switch self {
            case .inMemory: return (InMemoryCacheStore(capacity: capacity), {})
            case .sqlite:
                let database = try SQLiteDatabase(path: folder.path("cache.sqlite"), logger: .quiet)
                return (SQLiteCacheStore(database: database, capacity: capacity), {})
            case .postgres:
                let (database, stop) = try await PostgresFixture.open()
                return (PostgresCacheStore(database: database, capacity: capacity), stop)
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func savesAndReplacesPerKey(kind: Kind) async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let (store, stop) = try await kind.make(in: folder)
        defer { stop() }
        #expect(try await store.entry(for: "a") == nil)
        try await store.save(CacheEntry(payload: Data("one".utf8), fetchedAt: 1), for: "a")
        try await store.save(CacheEntry(payload: Data("two".utf8), fetchedAt: 2), for: "a")
        try await store.save(CacheEntry(payload: Data("other".utf8), fetchedAt: 3), for: "b")
        #expect(try await store.entry(for: "a") == CacheEntry(payload: Data("two".utf8), fetchedAt: 2))
        #expect(try await store.entry(for: "b")?.fetchedAt == 3)
    }

    @Test(arguments: Kind.allCases)
    func anOlderAnswerSavedLaterDoesNotReplaceANewerOne(kind: Kind) async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let (store, stop) = try await kind.make(in: folder)
        defer { stop() }
        try await store.save(CacheEntry(payload: Data("new".utf8), fetchedAt: 20), for: "weather:tokyo")
        try await store.save(CacheEntry(payload: Data("old".utf8), fetchedAt: 10), for: "weather:tokyo")
        #expect(try await store.entry(for: "weather:tokyo") == CacheEntry(payload: Data("new".utf8), fetchedAt: 20))
    }

    @Test(arguments: Kind.allCases)
    func pastItsCapacityTheEntriesFetchedLongestAgoAreEvicted(kind: Kind) async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let (store, stop) = try await kind.make(in: folder, capacity: 3)
        defer { stop() }
        for (index, key) in ["a", "b", "c"].enumerated() {
            try await store.save(CacheEntry(payload: Data(key.utf8), fetchedAt: Int64(index)), for: key)
        }
        // "a" is fetched again, so "b" is now the oldest: a fourth key evicts it.
        try await store.save(CacheEntry(payload: Data("a2".utf8), fetchedAt: 10), for: "a")
        try await store.save(CacheEntry(payload: Data("d".utf8), fetchedAt: 11), for: "d")
        #expect(try await store.entry(for: "b") == nil)
        for key in ["a", "c", "d"] { #expect(try await store.entry(for: key) != nil, "\(key)") }
        for number in 0..<50 {
            try await store.save(CacheEntry(payload: Data(), fetchedAt: Int64(100 + number)), for: "city \(number)")
        }
        for number in 47..<50 { #expect(try await store.entry(for: "city \(number)") != nil) }
        #expect(try await store.entry(for: "city 46") == nil)
        #expect(try await store.entry(for: "a") == nil)
    }
}
