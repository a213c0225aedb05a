import DaybookDomain
import DaybookHTTP
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookData

/// The real HTTP client against a local server replaying Open-Meteo's recorded answers.
@Suite("Open-Meteo over HTTP")
struct OpenMeteoDataSourceTests {
    func source(_ routes: [String: FixtureServer.Reply]) async throws -> (OpenMeteoDataSource, FixtureServer) {
        let server = try FixtureServer(routes: routes)
        let base = try await server.start()
        // One server plays both hosts: the paths differ.
        let source = OpenMeteoDataSource(
            geocodingURL: base, forecastURL: base, languageCode: "en",
            client: EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet))
        return (source, server)
    }

    @Test func tokyoWithHourlyTemperatures() async throws {
        let (source, server) = try await source([
            "/v1/search": .fixture("openmeteo/geocoding_tokyo.json"),
            "/v1/forecast": .fixture("openmeteo/forecast_tokyo_current_hourly.json"),
        ])
        defer { Task { await server.stop() } }
        let weather = try await source.currentWeather(for: CityQuery("Tokyo"))
        #expect(weather.city == "Tokyo" && weather.country == "JP")
        #expect(weather.temperature == 29.8)
        // 12:15 in Tokyo (UTC+9) is 03:15 UTC.
        #expect(weather.observedAt == ISO8601DateFormatter().date(from: "2026-09-22T03:15:00Z"))
        #expect(weather.hourly.count == 24)
        #expect(weather.hourly.first?.time == ISO8601DateFormatter().date(from: "2026-09-21T15:00:00Z"))
        #expect(weather.hourly.first?.temperature == 25.9)
        #expect(weather.minimum == 24 && weather.maximum == 30.3)
        // The recorded forecast has no weather_code: no condition, and no description from Open-Meteo.
        #expect(weather.condition == nil && weather.description == nil)

        let search = try #require(server.requests.first { $0.path == "/v1/search" })
        #expect(search.query["name"] == "Tokyo" && search.query["count"] == "1")
        let forecast = try #require(server.requests.first { $0.path == "/v1/forecast" })
        #expect(forecast.query["latitude"] == "35.6895" && forecast.query["longitude"] == "139.69171")
        #expect(forecast.query["current"]?.contains("weather_code") == true)
        #expect(forecast.query["hourly"] == "temperature_2m")
    }

    @Test func anUnknownCityHasNoResultsKey() async throws {
        let (source, server) = try await source(["/v1/search": .fixture("openmeteo/geocoding_no_results.json")])
        defer { Task { await server.stop() } }
        await #expect(throws: AppError.notFound(.city)) { try await source.currentWeather(for: CityQuery("Atlantis")) }
        #expect(server.requests.map(\.path) == ["/v1/search"], "no forecast is asked for a city that was not found")
    }

    @Test func aForecastErrorIsAServerError() async throws {
        let (source, server) = try await source([
            "/v1/search": .fixture("openmeteo/geocoding_tokyo.json"),
            "/v1/forecast": .fixture("openmeteo/forecast_error_400.json", status: 400),
        ])
        defer { Task { await server.stop() } }
        await #expect(throws: AppError.server(status: 400)) { try await source.currentWeather(for: CityQuery("Tokyo")) }
    }

    @Test func malformedForecastIsUnreadable() async throws {
        let (source, server) = try await source([
            "/v1/search": .fixture("openmeteo/geocoding_tokyo.json"),
            "/v1/forecast": .init(body: Data("{\"current\": {\"time\": 12}}".utf8)),
        ])
        defer { Task { await server.stop() } }
        await #expect(throws: AppError.unreadableResponse) { try await source.currentWeather(for: CityQuery("Tokyo")) }
    }

    /// Every code Open-Meteo documents for `weather_code`, with the condition it stands for.
    static let documentedWMOCodes: [(Int, WeatherCondition)] = [
        (0, .clear), (1, .partlyCloudy), (2, .partlyCloudy), (3, .clouds), (45, .mist), (48, .mist),
        (51, .drizzle), (53, .drizzle), (55, .drizzle), (56, .sleet), (57, .sleet),
        (61, .rain), (63, .rain), (65, .rain), (66, .sleet), (67, .sleet),
        (71, .snow), (73, .snow), (75, .snow), (77, .snow),
        (80, .showers), (81, .showers), (82, .showers), (85, .snow), (86, .snow),
        (95, .thunderstorm), (96, .hail), (99, .hail),
    ]

    @Test("every documented WMO code has its condition", arguments: Self.documentedWMOCodes)
    func documentedCode(code: Int, condition: WeatherCondition) {
        #expect(OpenMeteoDataSource.condition(forWMOCode: code) == condition)
    }

    @Test func theTableListsEveryDocumentedCodeOnce() {
        #expect(Self.documentedWMOCodes.count == 28)
        #expect(Set(Self.documentedWMOCodes.map(\.0)).count == 28)
    }

    @Test(
        "undocumented WMO codes map by decade where the decade is one kind of weather, else to nil",
        arguments: [
            (4, WeatherCondition?.none), (10, nil), (44, .mist), (58, .drizzle), (68, .rain), (79, .snow),
            (83, nil), (87, nil), (97, .thunderstorm), (100, nil), (-1, nil),
        ])
    func undocumentedWMOCodes(code: Int, condition: WeatherCondition?) {
        #expect(OpenMeteoDataSource.condition(forWMOCode: code) == condition)
    }
}
