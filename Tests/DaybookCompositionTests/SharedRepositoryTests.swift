import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@Suite("The container builds each remote feature once, on first use")
struct SharedRepositoryTests {
    /// A container whose weather and posts services are a fixture server serving the recorded
    /// Open-Meteo and JSONPlaceholder answers; `body` gets it and the server's request log.
    static func withContainer(
        _ body: (AppContainer, FixtureServer) async throws -> Void
    ) async throws {
        let server = try FixtureServer(
            routes: FixtureRoutes.openMeteoTokyo.merging(FixtureRoutes.jsonPlaceholder) { $1 })
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let container = try AppContainer(
            configuration: DaybookConfiguration(
                databasePath: folder.path("db.sqlite"), language: .english, logLevel: .critical,
                // A generous timeout, as the web harness gives: with every suite running at once
                // the fixture server may answer late (the default's 10 s was once not enough).
                weather: .success(
                    WeatherSettings(
                        provider: .openMeteo, openMeteoGeocodingURL: base, openMeteoForecastURL: base,
                        requestTimeout: FixtureServer.patience)),
                posts: .success(PostSettings(baseURL: base, requestTimeout: FixtureServer.patience))), logger: .quiet)
        try await body(container, server)
    }

    @Test func controllersOfOneContainerShareRequestsAndCache() async throws {
        try await Self.withContainer { container, server in
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
    }

    @Test func eachFeatureGetsItsOwnSharedRepository() async throws {
        try await Self.withContainer { container, server in
            _ = try await container.makeWeatherController().lookup(city: "Tokyo")
            let english = try container.makePostController()
            let japanese = try container.makePostController(language: .japanese)
            _ = try await english.list()
            let page = try await japanese.list(page: 2)
            #expect(page.list.rows.count == 20 && page.json.freshness.source == "cache", "the English list's feed")
            #expect(server.requests.map(\.path).sorted() == ["/posts", "/users", "/v1/forecast", "/v1/search"])
        }
    }
}
