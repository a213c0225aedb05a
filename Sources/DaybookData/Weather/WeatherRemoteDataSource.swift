import DaybookDomain
import Foundation

/// A weather provider's API, seen from the repository: a city in, the entity out.
public protocol WeatherRemoteDataSource: Sendable {
    /// Names the provider and everything else that changes its answers (language, address) so
    /// cached results of one provider or server are never served as another's.
    var cacheNamespace: String { get }

    func currentWeather(for query: CityQuery) async throws(AppError) -> Weather
}
