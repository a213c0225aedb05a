import Foundation

/// How the Weather feature reaches its provider.
public struct WeatherSettings: Hashable, Sendable {
    /// Which service answers; the raw value is what `--provider` and
    /// `DAYBOOK_WEATHER_PROVIDER` take.
    public enum Provider: String, CaseIterable, Sendable {
        case openWeather = "openweather"
        case openMeteo = "open-meteo"
    }

    public var provider: Provider
    /// From `OPENWEATHER_API_KEY` only: never a flag, so it stays out of shell history and `ps`.
    public var openWeatherAPIKey: String?
    /// Scheme, host and port; the client appends `/data/2.5/weather`.
    public var openWeatherURL: URL
    /// The client appends `/v1/search`.
    public var openMeteoGeocodingURL: URL
    /// The client appends `/v1/forecast`.
    public var openMeteoForecastURL: URL
    /// How long a cached answer is served without asking the provider.
    public var cacheMaximumAge: TimeInterval
    /// How long to wait for a provider before giving up.
    public var requestTimeout: TimeInterval

    public static let defaultOpenWeatherURL = URL(string: "https://api.openweathermap.org")!
    public static let defaultOpenMeteoGeocodingURL = URL(string: "https://geocoding-api.open-meteo.com")!
    public static let defaultOpenMeteoForecastURL = URL(string: "https://api.open-meteo.com")!

    public init(
        provider: Provider,
        openWeatherAPIKey: String? = nil,
        openWeatherURL: URL = Self.defaultOpenWeatherURL,
        openMeteoGeocodingURL: URL = Self.defaultOpenMeteoGeocodingURL,
        openMeteoForecastURL: URL = Self.defaultOpenMeteoForecastURL,
        cacheMaximumAge: TimeInterval = RemoteServiceDefaults.cacheMaximumAge,
        requestTimeout: TimeInterval = RemoteServiceDefaults.requestTimeout
    ) {
        self.provider = provider
        self.openWeatherAPIKey = openWeatherAPIKey
        self.openWeatherURL = openWeatherURL
        self.openMeteoGeocodingURL = openMeteoGeocodingURL
        self.openMeteoForecastURL = openMeteoForecastURL
        self.cacheMaximumAge = cacheMaximumAge
        self.requestTimeout = requestTimeout
    }
}
