import DaybookDomain
import Foundation

/// The Weather feature's controller for request/response front ends (CLI, web).
public struct WeatherController: Sendable {
    private let fetchWeather: any FetchWeatherUseCase
    private let presenter: WeatherPresenter
    private let errorPresenter: ErrorPresenter

    public init(fetchWeather: any FetchWeatherUseCase, localizer: Localizer) {
        self.fetchWeather = fetchWeather
        presenter = WeatherPresenter(localizer: localizer)
        errorPresenter = ErrorPresenter(localizer: localizer, vocabulary: WeatherText.vocabulary)
    }

    public func lookup(city: String, refresh: Bool = false) async throws(ErrorViewState) -> WeatherLookup {
        do {
            let report = try await fetchWeather.execute(city: city, refresh: refresh)
            return WeatherLookup(card: presenter.card(for: report), json: presenter.json(for: report))
        } catch {
            throw errorPresenter.present(error)
        }
    }
}
