import DaybookPresentation
import Foundation

extension WeatherSettings {
    /// Reads the weather variables. A variable with an unusable value is a localized error naming
    /// it, never silently replaced by the default.
    ///
    /// - Parameter provider: the `--provider` flag, which wins over `DAYBOOK_WEATHER_PROVIDER`.
    static func resolve(
        provider flag: Provider?,
        environment: SettingValues
    ) throws(SettingProblem) -> WeatherSettings {
        let reader = EnvironmentReader(environment: environment)
        let apiKey = environment["OPENWEATHER_API_KEY"].nonEmpty
        // The variable is read only when no flag decides, so a flag can override a bad variable.
        let provider: Provider?
        if let flag {
            provider = flag
        } else {
            provider = try reader.value("DAYBOOK_WEATHER_PROVIDER", Provider.init(rawValue:))
        }
        // `??` takes its right side as a closure that throws `any Error`: read each value first.
        let openWeatherURL = try reader.url("DAYBOOK_OPENWEATHER_URL")
        let geocodingURL = try reader.url("DAYBOOK_OPENMETEO_GEOCODING_URL")
        let forecastURL = try reader.url("DAYBOOK_OPENMETEO_FORECAST_URL")
        let cacheSeconds = try reader.seconds("DAYBOOK_WEATHER_CACHE_SECONDS", within: .cacheLifetime)
        let timeout = try reader.seconds("DAYBOOK_HTTP_TIMEOUT", within: .requestTimeout)
        return WeatherSettings(
            // With a key, OpenWeather; without one, Open-Meteo, which needs none.
            provider: provider ?? (apiKey == nil ? .openMeteo : .openWeather),
            openWeatherAPIKey: apiKey,
            openWeatherURL: openWeatherURL ?? defaultOpenWeatherURL,
            openMeteoGeocodingURL: geocodingURL ?? defaultOpenMeteoGeocodingURL,
            openMeteoForecastURL: forecastURL ?? defaultOpenMeteoForecastURL,
            cacheMaximumAge: cacheSeconds ?? RemoteServiceDefaults.cacheMaximumAge,
            requestTimeout: timeout ?? RemoteServiceDefaults.requestTimeout
        )
    }
}
