import DaybookDomain
import Foundation

/// The Weather feature's controller for request/response front ends (CLI, web).
public struct WeatherController: Sendable {
    private let fetchWeather: any FetchWeatherUseCase
    private let presenter: WeatherPresenter

    public init(fetchWeather: any FetchWeatherUseCase, localizer: Localizer) {
        self.fetchWeather = fetchWeather
        presenter = WeatherPresenter(localizer: localizer)
    }

    public func lookup(city: String, refresh: Bool = false) async throws(AppError) -> WeatherLookup {
        let report = try await fetchWeather.execute(city: city, refresh: refresh)
        return WeatherLookup(card: presenter.card(for: report), json: presenter.json(for: report))
    }
}
