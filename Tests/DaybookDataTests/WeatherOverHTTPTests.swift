import DaybookData
import DaybookDomain
import DaybookHTTP
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// The whole data side at once: repository, SQLite cache, provider, HTTP client, local server.
@Suite("Weather end to end over HTTP and SQLite")
struct WeatherOverHTTPTests {
    @Test func aHundredConcurrentLookupsReachTheServerOnce() async throws {
        let server = try FixtureServer(routes: [
            "/data/2.5/weather": .fixture("openweather/tokyo_200_metric.json")
        ])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let repository = OfflineFirstWeatherRepository(
            remote: OpenWeatherDataSource(
                baseURL: base, apiKey: "K", languageCode: "en",
                client: EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet)),
            cache: SQLiteCacheStore(database: try SQLiteDatabase(path: folder.path("db.sqlite"), logger: .quiet)),
            dates: SystemDateSource(), maximumAge: 600
        )
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 1...100 {
                group.addTask { _ = try await repository.weather(for: CityQuery("Tokyo"), refresh: false) }
            }
            try await group.waitForAll()
        }
        #expect(server.requests.count == 1)

        // Then the server goes away: the cached answer is still served.
        await server.stop()
        let cached = try await repository.weather(for: CityQuery("Tokyo"), refresh: false)
        #expect(cached.freshness.origin == .cache && cached.weather.temperature == 10.51)
        let stale = try await repository.weather(for: CityQuery("Tokyo"), refresh: true)
        #expect(stale.freshness.origin == .stale)
    }
}
