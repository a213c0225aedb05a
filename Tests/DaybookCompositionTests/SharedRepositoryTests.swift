import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@Suite("The container builds each remote feature once, on first use")
struct SharedRepositoryTests {
    @Test func controllersOfOneContainerShareRequestsAndCache() async throws {
        let server = try FixtureServer(routes: [
            "/v1/search": .fixture("openmeteo/geocoding_tokyo.json"),
            "/v1/forecast": .fixture("openmeteo/forecast_tokyo_current_hourly.json"),
        ])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let container = try AppContainer(
            configuration: DaybookConfiguration(
                databasePath: folder.path("db.sqlite"), language: .english, logLevel: .critical,
                weather: .success(
                    WeatherSettings(provider: .openMeteo, openMeteoGeocodingURL: base, openMeteoForecastURL: base))))
        let first = try container.makeWeatherController()
        let second = try container.makeWeatherController()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                let controller = index.isMultiple(of: 2) ? first : second
                group.addTask { _ = try await controller.lookup(city: "Tokyo") }
            }
            try await group.waitForAll()
        }
        // One geocoding and one forecast request for all 40 lookups through both controllers.
        #expect(server.requests.count == 2)
    }

    @Test func eachFeatureGetsItsOwnSharedRepository() async throws {
        let server = try FixtureServer(routes: [
            "/v1/search": .fixture("openmeteo/geocoding_tokyo.json"),
            "/v1/forecast": .fixture("openmeteo/forecast_tokyo_current_hourly.json"),
            "/posts": .fixture("jsonplaceholder/posts_all.json"),
            "/users": .fixture("jsonplaceholder/users_all.json"),
        ])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let container = try AppContainer(
            configuration: DaybookConfiguration(
                databasePath: folder.path("db.sqlite"), language: .english, logLevel: .critical,
                weather: .success(
                    WeatherSettings(provider: .openMeteo, openMeteoGeocodingURL: base, openMeteoForecastURL: base)),
                posts: .success(PostSettings(baseURL: base))))
        _ = try await container.makeWeatherController().lookup(city: "Tokyo")
        let (english, japanese) = (
            try container.makePostController(), try container.makePostController(language: .japanese)
        )
        _ = try await english.list()
        let page = try await japanese.list(page: 2)
        #expect(page.list.rows.count == 20 && page.json.freshness.source == "cache", "the English list's feed")
        #expect(server.requests.map(\.path).sorted() == ["/posts", "/users", "/v1/forecast", "/v1/search"])
    }
}
