import DaybookDomain
import Foundation

/// The Weather feature's controller for request/response front ends (CLI, web).
public struct WeatherController: Sendable {
    private let weather: any WeatherUseCase
    private let presenter: WeatherPresenter

    public init(weather: any WeatherUseCase, localizer: Localizer) {
        self.weather = weather
        presenter = WeatherPresenter(localizer: localizer)
    }

    public func lookup(city: String, refresh: Bool = false) async throws(AppError) -> WeatherLookup {
        let report = try await weather.fetch(city: city, refresh: refresh)
        return WeatherLookup(card: presenter.card(for: report), json: presenter.json(for: report))
    }
}
