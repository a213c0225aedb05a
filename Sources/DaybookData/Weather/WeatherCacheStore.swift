import DaybookDomain
import Foundation

/// A cached answer as storage keeps it: opaque bytes and when they were fetched (ms since 1970).
public struct WeatherCacheEntry: Hashable, Sendable {
    public let payload: Data
    public let fetchedAt: Int64

    public init(payload: Data, fetchedAt: Int64) {
        self.payload = payload
        self.fetchedAt = fetchedAt
    }
}

/// Where the weather repository keeps the last answer per city. Knows no entity.
public protocol WeatherCacheStore: Sendable {
    func entry(for key: String) async throws(AppError) -> WeatherCacheEntry?
    func save(_ entry: WeatherCacheEntry, for key: String) async throws(AppError)
}

/// A ``WeatherCacheStore`` in memory, for tests and throwaway sessions.
public actor InMemoryWeatherCacheStore: WeatherCacheStore {
    private var entries: [String: WeatherCacheEntry] = [:]

    public init() {}

    public func entry(for key: String) -> WeatherCacheEntry? {
        entries[key]
    }

    public func save(_ entry: WeatherCacheEntry, for key: String) {
        entries[key] = entry
    }
}
