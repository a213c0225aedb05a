import Foundation

/// Looks up the current weather for a city the user typed.
public protocol FetchWeatherUseCase: Sendable {
    func execute(city: String, refresh: Bool) async throws(AppError) -> WeatherReport
}

public struct FetchWeatherInteractor: FetchWeatherUseCase {
    private let repository: any WeatherRepository

    public init(repository: any WeatherRepository) {
        self.repository = repository
    }

    public func execute(city: String, refresh: Bool) async throws(AppError) -> WeatherReport {
        let query = try CityQuery(city)
        try AppError.checkCancellation()
        return try await repository.weather(for: query, refresh: refresh)
    }
}
