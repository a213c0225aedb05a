import DaybookPresentation
import Foundation
import Logging

/// Everything Daybook can be configured with, resolved once at start-up.
///
/// Precedence, highest first: command-line flag, `DAYBOOK_…` environment variable, default.
public struct DaybookConfiguration: Hashable, Sendable {
    /// The SQLite database file; created with its folder on first use.
    public var databasePath: String
    public var language: Language
    public var logLevel: Logger.Level
    public var weather: WeatherSettings

    public init(
        databasePath: String,
        language: Language,
        logLevel: Logger.Level,
        weather: WeatherSettings = WeatherSettings(provider: .openMeteo)
    ) {
        self.databasePath = databasePath
        self.language = language
        self.logLevel = logLevel
        self.weather = weather
    }
}

extension DaybookConfiguration {
    /// What the command line gave; `nil` means "not given".
    public struct Flags: Hashable, Sendable {
        public var databasePath: String?
        public var language: Language?
        public var verbose: Bool
        public var weatherProvider: WeatherSettings.Provider?

        public init(
            databasePath: String? = nil,
            language: Language? = nil,
            verbose: Bool = false,
            weatherProvider: WeatherSettings.Provider? = nil
        ) {
            self.databasePath = databasePath
            self.language = language
            self.verbose = verbose
            self.weatherProvider = weatherProvider
        }
    }

    /// Resolves flags over the environment over the defaults. Pure, so tests pass their own
    /// environment instead of changing the process's. A variable with an unusable value is a
    /// localized error naming it, never silently replaced by the default.
    public static func resolve(
        flags: Flags = Flags(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ErrorViewState) -> DaybookConfiguration {
        let databasePath =
            flags.databasePath ?? environment["DAYBOOK_DATABASE"].nonEmpty
            ?? DataDirectory.default(environment: environment).appendingPathComponent("daybook.sqlite").path
        let language =
            flags.language
            ?? environment["DAYBOOK_LANG"].nonEmpty.flatMap(Language.init(localeIdentifier:))
            ?? Language.preferred(in: environment)
        let logLevel: Logger.Level =
            flags.verbose
            ? .debug
            // Diagnostics only when asked for: the user-facing message is printed separately.
            : environment["DAYBOOK_LOG_LEVEL"].nonEmpty.flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .critical
        let reader = EnvironmentReader(environment: environment, localizer: Localizer(language: language))
        let apiKey = environment["OPENWEATHER_API_KEY"].nonEmpty
        // `??` takes its right side as a closure that throws `any Error`: read each value first.
        let providerVariable = try reader.value("DAYBOOK_WEATHER_PROVIDER", WeatherSettings.Provider.init)
        let openWeatherURL = try reader.url("DAYBOOK_OPENWEATHER_URL")
        let geocodingURL = try reader.url("DAYBOOK_OPENMETEO_GEOCODING_URL")
        let forecastURL = try reader.url("DAYBOOK_OPENMETEO_FORECAST_URL")
        let cacheSeconds = try reader.seconds("DAYBOOK_WEATHER_CACHE_SECONDS")
        let timeout = try reader.seconds("DAYBOOK_HTTP_TIMEOUT")
        let weather = WeatherSettings(
            // With a key, OpenWeather; without one, Open-Meteo, which needs none.
            provider: flags.weatherProvider ?? providerVariable ?? (apiKey == nil ? .openMeteo : .openWeather),
            openWeatherAPIKey: apiKey,
            openWeatherURL: openWeatherURL ?? WeatherSettings.defaultOpenWeatherURL,
            openMeteoGeocodingURL: geocodingURL ?? WeatherSettings.defaultOpenMeteoGeocodingURL,
            openMeteoForecastURL: forecastURL ?? WeatherSettings.defaultOpenMeteoForecastURL,
            cacheMaximumAge: cacheSeconds ?? 600,
            requestTimeout: timeout ?? 10
        )
        return DaybookConfiguration(
            databasePath: databasePath, language: language, logLevel: logLevel, weather: weather)
    }
}

extension Optional where Wrapped == String {
    /// An empty variable (`DAYBOOK_DATABASE=`) counts as unset.
    var nonEmpty: String? {
        switch self {
        case .some(let value) where !value.isEmpty: value
        default: nil
        }
    }
}
