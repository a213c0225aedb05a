import DaybookData
import DaybookDomain
import DaybookHTTP
import DaybookPresentation
import Logging

/// The Weather module: HTTP client → provider data source → cached repository → interactor →
/// controller.
extension AppContainer {
    /// A controller that speaks `language`, or the configured language when `nil`. Fails when the
    /// weather settings are unusable.
    public func makeWeatherController(language: Language? = nil) throws(SettingProblem) -> WeatherController {
        let localizer = localizer(for: language)
        return WeatherController(
            weather: WeatherInteractor(repository: try weatherRepository.get()),
            localizer: localizer)
    }

    /// The container's one weather repository, built when the feature first runs.
    var weatherRepository: Result<OfflineFirstWeatherRepository, SettingProblem> {
        shared.value(makeWeatherRepository)
    }

    private func makeWeatherRepository() -> Result<OfflineFirstWeatherRepository, SettingProblem> {
        let (settings, proxies): (WeatherSettings, HTTPProxies)
        switch (configuration.weather, configuration.proxies) {
        case (.success(let resolved), .success(let routes)): (settings, proxies) = (resolved, routes)
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        }
        let client = EventLoopHTTPClient(
            timeout: settings.requestTimeout, proxies: proxies, logger: logger,
            metrics: upstreamMetrics(provider: settings.provider.rawValue))
        let language = configuration.language.rawValue
        let remote: any WeatherRemoteDataSource
        switch settings.provider {
        case .openWeather:
            guard let key = settings.openWeatherAPIKey else { return .failure(.missingAPIKey) }
            remote = OpenWeatherDataSource(
                baseURL: settings.openWeatherURL, apiKey: key, languageCode: language, client: client)
        case .openMeteo:
            remote = OpenMeteoDataSource(
                geocodingURL: settings.openMeteoGeocodingURL, forecastURL: settings.openMeteoForecastURL,
                languageCode: language, client: client)
        }
        return .success(
            OfflineFirstWeatherRepository(
                remote: remote, cache: storage.cache, dates: dates,
                maximumAge: settings.cacheMaximumAge, onLookup: cacheLookups(feature: "weather")))
    }
}
