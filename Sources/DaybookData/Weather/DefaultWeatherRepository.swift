import DaybookDomain
import Foundation

/// The `WeatherRepository`: offline-first over a remote provider and a local cache.
///
/// - A fresh cached answer (younger than `maximumAge`) is served without a request.
/// - Otherwise the provider is asked; concurrent requests for the same city share one request.
/// - If the provider fails for a reason that may pass (offline, timeout, 5xx, rate limit,
///   unreadable answer), the last cached answer is served marked stale with its age.
///   "No such city" and "bad API key" are not hidden behind old data.
public struct DefaultWeatherRepository: WeatherRepository {
    private let remote: any WeatherRemoteDataSource
    private let cache: any WeatherCacheStore
    private let dates: any DateSource
    private let maximumAge: TimeInterval
    private let flights = SingleFlight<String, WeatherReport>()

    public init(
        remote: any WeatherRemoteDataSource,
        cache: any WeatherCacheStore,
        dates: any DateSource,
        maximumAge: TimeInterval = 600
    ) {
        self.remote = remote
        self.cache = cache
        self.dates = dates
        self.maximumAge = maximumAge
    }

    public func weather(for query: CityQuery, refresh: Bool) async throws(AppError) -> WeatherReport {
        let key = "\(remote.cacheNamespace)|\(query.key)"
        let cached = await cachedReport(key)
        if !refresh, let cached, cached.age < maximumAge {
            return cached
        }
        do {
            return try await flights.run(key) { () throws(AppError) in
                // Checked again inside the shared request: a caller that missed the cache just before
                // another request finished and saved would otherwise start a second one.
                if !refresh, let fresh = await cachedReport(key), fresh.age < maximumAge {
                    return fresh
                }
                return try await fetch(query, key: key)
            }
        } catch {
            guard error.allowsStaleFallback, let cached else { throw error }
            return WeatherReport(weather: cached.weather, source: .stale, fetchedAt: cached.fetchedAt, age: cached.age)
        }
    }

    private func fetch(_ query: CityQuery, key: String) async throws(AppError) -> WeatherReport {
        let weather = try await remote.currentWeather(for: query)
        let fetchedAt = dates.now()
        let milliseconds = Int64((fetchedAt.timeIntervalSince1970 * 1000).rounded())
        if let payload = try? Self.encoder.encode(WeatherSnapshotDTO(weather)) {
            // A cache that cannot be written must not cost the user the answer they just got.
            try? await cache.save(WeatherCacheEntry(payload: payload, fetchedAt: milliseconds), for: key)
        }
        return WeatherReport(weather: weather, source: .network, fetchedAt: fetchedAt, age: 0)
    }

    /// The cached answer with its age now; `nil` when there is none or it cannot be read (a
    /// broken cache is a miss, not a failure).
    private func cachedReport(_ key: String) async -> WeatherReport? {
        guard let entry = try? await cache.entry(for: key),
            let snapshot = try? Self.decoder.decode(WeatherSnapshotDTO.self, from: entry.payload)
        else { return nil }
        let fetchedAt = Date(timeIntervalSince1970: TimeInterval(entry.fetchedAt) / 1000)
        // A clock that went backwards makes the entry look newer than it is: treat it as age 0.
        let age = max(0, dates.now().timeIntervalSince(fetchedAt))
        return WeatherReport(weather: snapshot.weather, source: .cache, fetchedAt: fetchedAt, age: age)
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }()
}

extension AppError {
    /// Failures that may pass by themselves, so old data is better than none. A 4xx other than
    /// the rate limit means the request itself is wrong, which old data would only hide.
    var allowsStaleFallback: Bool {
        switch self {
        case .offline, .timeout, .rateLimited, .unreadableResponse: true
        case .server(let status): status >= 500
        case .notFound, .unauthorized, .validation, .storage, .cancelled: false
        }
    }
}
