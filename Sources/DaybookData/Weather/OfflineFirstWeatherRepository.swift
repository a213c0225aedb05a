import DaybookDomain
import Foundation

/// The `WeatherRepository`: a provider behind the offline-first cache policy shared by every
/// remote feature (see ``OfflineFirstCache``), one entry per provider, language and city.
public struct OfflineFirstWeatherRepository: WeatherRepository {
    private let remote: any WeatherRemoteDataSource
    private let cache: OfflineFirstCache<Weather>

    public init(
        remote: any WeatherRemoteDataSource,
        cache: any CacheStore,
        dates: any DateSource,
        maximumAge: TimeInterval,
        onLookup: @escaping @Sendable (CacheLookupOutcome) -> Void = { _ in }
    ) {
        self.remote = remote
        self.cache = OfflineFirstCache(
            store: cache, dates: dates, maximumAge: maximumAge,
            codec: .json(WeatherSnapshotDTO.self, toDTO: WeatherSnapshotDTO.init, fromDTO: \.weather),
            onLookup: onLookup)
    }

    public func weather(for query: CityQuery, refresh: Bool) async throws(AppError) -> WeatherReport {
        let remote = remote
        let cached = try await cache.value(for: "\(remote.cacheNamespace)|\(query.key)", refresh: refresh) {
            () throws(AppError) in try await remote.currentWeather(for: query)
        }
        return WeatherReport(weather: cached.value, freshness: cached.freshness)
    }
}
