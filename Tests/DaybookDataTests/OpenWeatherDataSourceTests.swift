import DaybookDomain
import DaybookHTTP
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookData

/// The real HTTP client against a local server replaying OpenWeather's recorded answers.
@Suite("OpenWeather over HTTP", .timeLimit(.minutes(3)))
struct OpenWeatherDataSourceTests {
    static let path = "/data/2.5/weather"

    func lookUp(
        _ reply: FixtureServer.Reply, timeout: TimeInterval = FixtureServer.patience, city: String = "Tokyo"
    ) async throws -> (Result<Weather, AppError>, FixtureServer) {
        let server = try FixtureServer(routes: [Self.path: reply])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let source = OpenWeatherDataSource(
            baseURL: base, apiKey: "TEST-KEY", languageCode: "en",
            client: EventLoopHTTPClient(timeout: timeout, logger: .quiet))
        do {
            return (.success(try await source.currentWeather(for: CityQuery(city))), server)
        } catch {
            return (.failure(error), server)
        }
    }

    @Test func tokyo() async throws {
        let (result, server) = try await lookUp(.fixture("openweather/tokyo_200_metric.json"))
        let weather = try result.get()
        #expect(weather.city == "Tokyo" && weather.country == "JP")
        #expect(weather.temperature == 10.51 && weather.feelsLike == 10.07)
        #expect(weather.minimum == 9.75 && weather.maximum == 12.59 && weather.humidity == 94)
        #expect(weather.condition == .rain && weather.description == "heavy intensity rain")
        #expect(weather.observedAt == Date(timeIntervalSince1970: 1_732_643_764))
        #expect(weather.utcOffsetSeconds == 32_400)
        #expect(weather.hourly.isEmpty)
        let request = try #require(server.requests.first)
        #expect(request.path == Self.path)
        #expect(request.query["q"] == "Tokyo" && request.query["units"] == "metric")
        #expect(request.query["appid"] == "TEST-KEY")
    }

    /// The example from OpenWeather's documentation, with every optional block (rain, gusts,
    /// sea level) present: the extra fields must not get in the way.
    @Test func theDocumentedExampleDecodes() async throws {
        let (result, _) = try await lookUp(.fixture("openweather/doc_example_zocca_standard.json"), city: "Zocca")
        let weather = try result.get()
        #expect(weather.city == "Zocca" && weather.country == "IT")
        #expect(weather.condition == .rain && weather.description == "moderate rain")
        #expect(weather.temperature == 298.48, "the example is in standard units (Kelvin): numbers pass through")
        #expect(weather.utcOffsetSeconds == 7_200)
    }

    @Test(
        "failures map to distinct errors",
        arguments: [
            (FixtureServer.Reply.fixture("openweather/city_not_found_404.json", status: 404), AppError.notFound(.city)),
            (.fixture("openweather/invalid_api_key_401.json", status: 401), .unauthorized),
            (
                .init(status: 429, body: Data("{}".utf8), headers: ["Retry-After": "30"]),
                .rateLimited(retryAfterSeconds: 30)
            ),
            (.init(status: 429, body: Data()), .rateLimited(retryAfterSeconds: nil)),
            (.init(status: 503, body: Data("busy".utf8)), .server(status: 503)),
            (.init(status: 500, body: Data()), .server(status: 500)),
            (.init(body: Data("{\"name\": \"Tokyo\", \"main\": ".utf8)), .unreadableResponse),
            (.init(body: Data("<html>maintenance</html>".utf8)), .unreadableResponse),
        ])
    func failure(reply: FixtureServer.Reply, expected: AppError) async throws {
        let (result, _) = try await lookUp(reply)
        #expect(throws: expected) { try result.get() }
    }

    @Test func anEmptyWeatherArrayIsWeatherWithoutACondition() async throws {
        var json = try #require(
            try JSONSerialization.jsonObject(with: Fixture.data("openweather/tokyo_200_metric.json")) as? [String: Any])
        json["weather"] = [Any]()
        let (result, _) = try await lookUp(.init(body: try JSONSerialization.data(withJSONObject: json)))
        let weather = try result.get()
        #expect(weather.condition == nil && weather.description == nil)
        #expect(weather.temperature == 10.51)
    }

    @Test func aSlowServerTimesOut() async throws {
        let slow = FixtureServer.Reply(body: Fixture.data("openweather/tokyo_200_metric.json"), delay: .seconds(3))
        let (result, server) = try await lookUp(slow, timeout: 1)
        #expect(throws: AppError.timeout) { try result.get() }
        // The request reached the server: the client gave up waiting, not before asking. (On a busy
        // machine the server may read it only after the client gave up, so wait for it.)
        #expect(await server.arrival(ofRequests: 1))
        #expect(server.requests.count == 1)
    }

    @Test func aClosedPortIsOffline() async throws {
        let source = OpenWeatherDataSource(
            baseURL: try await FixtureServer.closedPortURL(), apiKey: "TEST-KEY", languageCode: "en",
            client: EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet))
        await #expect(throws: AppError.offline) { try await source.currentWeather(for: CityQuery("Tokyo")) }
    }

    /// Every id OpenWeather's "Weather condition codes" page documents, with the condition it
    /// stands for.
    static let documentedIds: [(Int, WeatherCondition)] = [
        (200, .thunderstorm), (201, .thunderstorm), (202, .thunderstorm), (210, .thunderstorm),
        (211, .thunderstorm), (212, .thunderstorm), (221, .thunderstorm), (230, .thunderstorm),
        (231, .thunderstorm), (232, .thunderstorm),
        (300, .drizzle), (301, .drizzle), (302, .drizzle), (310, .drizzle), (311, .drizzle), (312, .drizzle),
        (313, .showers), (314, .showers), (321, .drizzle),
        (500, .rain), (501, .rain), (502, .rain), (503, .rain), (504, .rain), (511, .sleet),
        (520, .showers), (521, .showers), (522, .showers), (531, .showers),
        (600, .snow), (601, .snow), (602, .snow), (611, .sleet), (612, .sleet), (613, .sleet),
        (615, .sleet), (616, .sleet), (620, .snow), (621, .snow), (622, .snow),
        (701, .mist), (711, .haze), (721, .haze), (731, .haze), (741, .mist), (751, .haze), (761, .haze),
        (762, .haze), (771, .squall), (781, .tornado),
        (800, .clear), (801, .partlyCloudy), (802, .partlyCloudy), (803, .clouds), (804, .clouds),
    ]

    @Test("every documented condition id has its condition", arguments: Self.documentedIds)
    func documentedId(code: Int, condition: WeatherCondition) {
        #expect(OpenWeatherDataSource.condition(forCode: code) == condition)
    }

    @Test func theTableListsEveryDocumentedIdOnce() {
        #expect(Self.documentedIds.count == 55)
        #expect(Set(Self.documentedIds.map(\.0)).count == 55)
    }

    @Test func everyConditionIsOneAProviderReports() {
        let reported = (Self.documentedIds + OpenMeteoDataSourceTests.documentedWMOCodes).map(\.1)
        #expect(Set(reported) == Set(WeatherCondition.allCases))
    }

    @Test(
        "undocumented ids map by their group, ids outside the groups to nil",
        arguments: [
            (209, WeatherCondition?.some(.thunderstorm)), (399, .drizzle), (599, .rain), (699, .snow), (799, .mist),
            (899, .clouds), (100, nil), (400, nil), (906, nil), (0, nil),
        ])
    func undocumentedIds(code: Int, condition: WeatherCondition?) {
        #expect(OpenWeatherDataSource.condition(forCode: code) == condition)
    }
}
