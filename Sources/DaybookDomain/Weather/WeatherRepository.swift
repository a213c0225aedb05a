import Foundation

/// The gateway to current weather: decides between the provider and the cache.
public protocol WeatherRepository: Sendable {
    /// The weather for `query`: from the cache while fresh unless `refresh` is set, else from the
    /// provider; if the provider fails, the last known weather marked ``DataOrigin/stale``.
    func weather(for query: CityQuery, refresh: Bool) async throws(AppError) -> WeatherReport
}
