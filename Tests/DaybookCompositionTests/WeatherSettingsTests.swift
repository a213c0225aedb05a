import DaybookComposition
import DaybookPresentation
import Foundation
import Testing

@Suite("Weather settings from flags and environment")
struct WeatherSettingsTests {
    func weather(
        _ environment: [String: String], provider: WeatherSettings.Provider? = nil
    ) -> Result<WeatherSettings, SettingProblem> {
        DaybookConfiguration.resolve(
            flags: .init(weatherProvider: provider), environment: ["HOME": "/home/ada"].merging(environment) { $1 }
        ).weather
    }

    @Test func defaultsNeedNoKey() throws {
        let settings = try weather([:]).get()
        #expect(settings.provider == .openMeteo && settings.openWeatherAPIKey == nil)
        #expect(settings.openWeatherURL.absoluteString == "https://api.openweathermap.org")
        #expect(settings.openMeteoGeocodingURL.absoluteString == "https://geocoding-api.open-meteo.com")
        #expect(settings.openMeteoForecastURL.absoluteString == "https://api.open-meteo.com")
        #expect(settings.cacheMaximumAge == 600 && settings.requestTimeout == 10)
    }

    @Test func aKeyChoosesOpenWeatherUnlessToldOtherwise() throws {
        #expect(try weather(["OPENWEATHER_API_KEY": "k"]).get().provider == .openWeather)
        #expect(
            try weather(["OPENWEATHER_API_KEY": "k", "DAYBOOK_WEATHER_PROVIDER": "open-meteo"]).get().provider
                == .openMeteo)
        #expect(try weather(["OPENWEATHER_API_KEY": "k"], provider: .openMeteo).get().provider == .openMeteo)
    }

    @Test func theFlagWinsOverABadVariable() throws {
        #expect(
            try weather(["DAYBOOK_WEATHER_PROVIDER": "metoffice"], provider: .openMeteo).get().provider == .openMeteo)
    }

    @Test func baseURLsAndNumbersAreRead() throws {
        let settings = try weather([
            "DAYBOOK_OPENWEATHER_URL": "http://127.0.0.1:9001",
            "DAYBOOK_OPENMETEO_GEOCODING_URL": "http://127.0.0.1:9002",
            "DAYBOOK_OPENMETEO_FORECAST_URL": "http://localhost:9003", "DAYBOOK_WEATHER_CACHE_SECONDS": "0",
            "DAYBOOK_HTTP_TIMEOUT": "2.5",
        ]).get()
        #expect(settings.openWeatherURL.absoluteString == "http://127.0.0.1:9001")
        #expect(settings.openMeteoGeocodingURL.port == 9002 && settings.openMeteoForecastURL.host == "localhost")
        #expect(settings.cacheMaximumAge == 0 && settings.requestTimeout == 2.5)
    }

    @Test(
        "unusable values name the variable",
        arguments: [
            ("DAYBOOK_OPENWEATHER_URL", "api.openweathermap.org"), ("DAYBOOK_OPENMETEO_FORECAST_URL", "ftp://x"),
            ("DAYBOOK_WEATHER_CACHE_SECONDS", "soon"), ("DAYBOOK_HTTP_TIMEOUT", "soon"),
            ("DAYBOOK_WEATHER_PROVIDER", "metoffice"),
        ])
    func unusable(name: String, value: String) {
        #expect(throws: SettingProblem.unusable(name: name, value: value)) { try weather([name: value]).get() }
        #expect(
            SettingProblem.unusable(name: name, value: value).present(Localizer(language: .english))
                == ErrorViewState(message: "\(name) has a value Daybook cannot use: “\(value)”.", kind: .invalidInput))
    }

    @Test func aBadWeatherVariableLeavesTheRestUsable() {
        let configuration = DaybookConfiguration.resolve(
            environment: ["HOME": "/home/ada", "DAYBOOK_HTTP_TIMEOUT": "soon", "DAYBOOK_DATABASE": "/tmp/x.sqlite"])
        #expect(configuration.databasePath == "/tmp/x.sqlite")
        #expect(throws: SettingProblem.self) { try configuration.weather.get() }
    }
}

@Suite("Posts settings from the environment")
struct PostSettingsTests {
    func posts(_ environment: [String: String]) -> Result<PostSettings, SettingProblem> {
        DaybookConfiguration.resolve(environment: ["HOME": "/home/ada"].merging(environment) { $1 }).posts
    }

    @Test func defaultsAndOverrides() throws {
        let defaults = try posts([:]).get()
        #expect(defaults.baseURL.absoluteString == "https://jsonplaceholder.typicode.com")
        #expect(defaults.cacheMaximumAge == 600 && defaults.requestTimeout == 10)
        let set = try posts([
            "DAYBOOK_POSTS_URL": "http://127.0.0.1:9000", "DAYBOOK_POSTS_CACHE_SECONDS": "30",
            "DAYBOOK_HTTP_TIMEOUT": "3",
        ]).get()
        #expect(set.baseURL.port == 9000 && set.cacheMaximumAge == 30 && set.requestTimeout == 3)
    }

    @Test(arguments: [("DAYBOOK_POSTS_URL", "jsonplaceholder"), ("DAYBOOK_POSTS_CACHE_SECONDS", "ten")])
    func unusable(name: String, value: String) {
        #expect(throws: SettingProblem.unusable(name: name, value: value)) { try posts([name: value]).get() }
    }
}
