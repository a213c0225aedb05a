import Foundation

/// What the Weather feature does: the current weather for a city the user typed. Implemented by
/// ``WeatherInteractor``.
///
/// The ring boundary Presentation calls (`WeatherController`, the weather screen's view model,
/// the dashboard); its double is `GatedWeather` (Tests/DaybookTestSupport), whose answers the
/// test releases one city at a time.
public protocol WeatherUseCase: Sendable {
    /// Looks up the current weather for a city the user typed.
    func fetch(city: String, refresh: Bool) async throws(AppError) -> WeatherReport
}

/// The weather's rules over one ``WeatherRepository``.
///
/// A struct, not an actor: it holds no state of its own; the repository (and its cache) is the
/// state.
public struct WeatherInteractor: WeatherUseCase {
    private let repository: any WeatherRepository

    public init(repository: any WeatherRepository) {
        self.repository = repository
    }

    public func fetch(city: String, refresh: Bool) async throws(AppError) -> WeatherReport {
        let query = try CityQuery(city)
        try AppError.checkCancellation()
        return try await repository.weather(for: query, refresh: refresh)
    }
}
