import DaybookDomain
import Foundation

/// The `WeatherRepository`: the provider behind the shared offline-first cache policy (see
/// ``OfflineFirstCache``), one entry per provider, language and city.
public struct DefaultWeatherRepository: WeatherRepository {
    private let remote: any WeatherRemoteDataSource
    private let cache: OfflineFirstCache<WeatherSnapshotDTO>

    public init(
        remote: any WeatherRemoteDataSource,
        cache: any CacheStore,
        dates: any DateSource,
        maximumAge: TimeInterval = 600
    ) {
        self.remote = remote
        self.cache = OfflineFirstCache(store: cache, dates: dates, maximumAge: maximumAge)
    }

    public func weather(for query: CityQuery, refresh: Bool) async throws(AppError) -> WeatherReport {
        let remote = remote
        let cached = try await cache.value(for: "\(remote.cacheNamespace)|\(query.key)", refresh: refresh) {
            () throws(AppError) in
            WeatherSnapshotDTO(try await remote.currentWeather(for: query))
        }
        return WeatherReport(
            weather: cached.value.weather, source: cached.origin, fetchedAt: cached.fetchedAt, age: cached.age)
    }
}
