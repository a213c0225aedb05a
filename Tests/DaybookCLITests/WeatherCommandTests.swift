import DaybookTestSupport
import Foundation
import Testing

@Suite("daybook weather, run as a process against a local fixture server")
struct WeatherCommandTests {
    static let openMeteoRoutes: [String: FixtureServer.Reply] = [
        "/v1/search": .fixture("openmeteo/geocoding_tokyo.json"),
        "/v1/forecast": .fixture("openmeteo/forecast_tokyo_current_hourly.json"),
    ]

    func openMeteo(_ base: URL) -> [String: String] {
        ["DAYBOOK_OPENMETEO_GEOCODING_URL": base.absoluteString, "DAYBOOK_OPENMETEO_FORECAST_URL": base.absoluteString]
    }

    @Test func tokyoFromOpenMeteoByDefault() async throws {
        let server = try FixtureServer(routes: Self.openMeteoRoutes)
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let daybook = DaybookProcess(environment: openMeteo(base))
        defer { daybook.cleanUp() }

        let result = try await daybook.run("weather", "Tokyo")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Tokyo, JP")
        #expect(lines.dropFirst().first == "29.8℃  No description")
        #expect(lines.contains("Low 24.0℃ · High 30.3℃"))
        #expect(lines.contains { $0.hasPrefix("00:00 ") && $0.hasSuffix(" 23:00") })
        #expect(result.stderr.isEmpty, "no spinner when stderr is not a terminal")
    }

    @Test func tokyoFromOpenWeatherWhenAKeyIsSet() async throws {
        let server = try FixtureServer(routes: ["/data/2.5/weather": .fixture("openweather/tokyo_200_metric.json")])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let daybook = DaybookProcess(environment: [
            "OPENWEATHER_API_KEY": "k-123", "DAYBOOK_OPENWEATHER_URL": base.absoluteString,
        ])
        defer { daybook.cleanUp() }

        let result = try await daybook.run("weather", "Tokyo")
        #expect(result.status == 0, "\(result.stderr)")
        // The provider's words, with a capital as guide 000 shows them.
        #expect(result.stdout.hasPrefix("Tokyo, JP\n10.5℃  Heavy intensity rain\n"))
        #expect(server.requests.first?.query["appid"] == "k-123")
    }

    @Test func jsonAndTheCache() async throws {
        let server = try FixtureServer(routes: Self.openMeteoRoutes)
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let daybook = DaybookProcess(environment: openMeteo(base))
        defer { daybook.cleanUp() }

        let first = try await daybook.run("weather", "Tokyo", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(json["city"] as? String == "Tokyo" && json["temperature"] as? Double == 29.8)
        #expect(json["source"] as? String == "network" && json["stale"] as? Bool == false)
        #expect((json["hourly"] as? [Any])?.count == 24)

        let second = try await daybook.run("weather", "tokyo", "--json")
        #expect(second.stdout.contains("\"source\" : \"cache\""))
        #expect(server.requests.count == 2, "the second lookup was served from the cache: geocoding + forecast once")
    }

    @Test func offlineWithAndWithoutACache() async throws {
        let server = try FixtureServer(routes: Self.openMeteoRoutes)
        let base = try await server.start()
        let daybook = DaybookProcess(environment: openMeteo(base))
        defer { daybook.cleanUp() }
        #expect(try await daybook.run("weather", "Tokyo").status == 0)
        await server.stop()

        let stale = try await daybook.run("weather", "Tokyo", "--refresh")
        #expect(stale.status == 0)
        #expect(stale.stdout.hasSuffix("Could not update: this is the weather from just now.\n"))

        let unknown = try await daybook.run("weather", "Osaka", "--lang", "ja")
        #expect(unknown.status == 69)
        #expect(unknown.stderr == "daybook: オフラインのようです。接続を確認してもう一度お試しください。\n")
        #expect(unknown.stdout.isEmpty)
        withExtendedLifetime(server) {}  // its port refuses until here
    }

    @Test func theAPIKeyNeverShows() async throws {
        let server = try FixtureServer(routes: [
            "/data/2.5/weather": .fixture("openweather/invalid_api_key_401.json", status: 401)
        ])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let secret = "SECRET-\(UUID().uuidString)"
        let daybook = DaybookProcess(environment: [
            "OPENWEATHER_API_KEY": secret, "DAYBOOK_OPENWEATHER_URL": base.absoluteString,
        ])
        defer { daybook.cleanUp() }

        let refused = try await daybook.run("weather", "Tokyo", "--verbose")
        #expect(refused.status == 69)
        #expect(refused.stderr.contains("daybook: The service refused the API key. Check that it is valid."))
        #expect(refused.stderr.contains("request"), "verbose logs the request")
        #expect(!refused.stderr.contains(secret) && !refused.stdout.contains(secret))

        let offline = DaybookProcess(environment: [
            "OPENWEATHER_API_KEY": secret,
            "DAYBOOK_OPENWEATHER_URL": try await FixtureServer.closedPortURL().absoluteString,
        ])
        defer { offline.cleanUp() }
        let unreachable = try await offline.run("weather", "Tokyo", "-v")
        #expect(unreachable.status == 69)
        #expect(!unreachable.stderr.contains(secret))
    }

    @Test(
        "bad input and settings",
        arguments: [
            (["weather", " "], [String: String](), Int32(65), "daybook: The city name must not be empty.\n"),
            (
                ["weather", "Tokyo", "--provider", "openweather"], [:], 65,
                "daybook: OpenWeather needs an API key: set OPENWEATHER_API_KEY, or use --provider open-meteo.\n"
            ),
            (
                ["weather", "Tokyo"], ["DAYBOOK_HTTP_TIMEOUT": "soon"], 65,
                "daybook: DAYBOOK_HTTP_TIMEOUT has a value Daybook cannot use: “soon”.\n"
            ),
        ])
    func badInput(arguments: [String], environment: [String: String], status: Int32, message: String) async throws {
        let daybook = DaybookProcess(environment: environment)
        defer { daybook.cleanUp() }
        let result = try await daybook.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr == message)
    }

    @Test func unknownCity() async throws {
        let server = try FixtureServer(routes: ["/v1/search": .fixture("openmeteo/geocoding_no_results.json")])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let daybook = DaybookProcess(environment: openMeteo(base))
        defer { daybook.cleanUp() }
        let result = try await daybook.run("weather", "Atlantis")
        #expect(result.status == 66)
        #expect(result.stderr == "daybook: No city named “Atlantis” was found.\n")
    }
}
