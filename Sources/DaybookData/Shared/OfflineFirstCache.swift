import DaybookDomain
import Foundation

/// A value with where it came from and how old it is.
public struct Cached<Value: Sendable>: Sendable {
    public let value: Value
    public let origin: DataOrigin
    public let fetchedAt: Date
    public let age: TimeInterval
}

/// The offline-first policy repositories share, for one kind of value:
///
/// - A fresh cached value (younger than `maximumAge`) is served without asking the remote.
/// - Otherwise the remote is asked; concurrent requests for the same key share one request.
/// - If the remote fails for a reason that may pass (offline, timeout, 5xx, rate limit,
///   unreadable answer), the last cached value is served as ``DataOrigin/stale`` with its age.
///   "Not found", a bad key and other 4xx answers are not hidden behind old data.
///
/// Values are kept as JSON in a ``CacheStore``; an entry that no longer decodes is a miss.
public struct OfflineFirstCache<Value: Codable & Sendable>: Sendable {
    private let store: any CacheStore
    private let dates: any DateSource
    private let maximumAge: TimeInterval
    private let flights = SingleFlight<String, Cached<Value>>()

    public init(store: any CacheStore, dates: any DateSource, maximumAge: TimeInterval) {
        self.store = store
        self.dates = dates
        self.maximumAge = maximumAge
    }

    /// The value for `key`: cached while fresh unless `refresh`, else from `fetch`, else stale.
    public func value(
        for key: String,
        refresh: Bool,
        fetch: @escaping @Sendable () async throws(AppError) -> Value
    ) async throws(AppError) -> Cached<Value> {
        let cached = await self.cached(key)
        if !refresh, let cached, cached.age < maximumAge {
            return cached
        }
        do {
            return try await flights.run(key) { () throws(AppError) in
                // Checked again inside the shared request: a caller that missed the cache just before
                // another request finished and saved would otherwise start a second one.
                if !refresh, let fresh = await self.cached(key), fresh.age < maximumAge {
                    return fresh
                }
                return try await self.fetch(key, fetch)
            }
        } catch {
            guard error.allowsStaleFallback, let cached else { throw error }
            return Cached(value: cached.value, origin: .stale, fetchedAt: cached.fetchedAt, age: cached.age)
        }
    }

    /// The cached value with its age now, whatever that age; `nil` when there is none or it
    /// cannot be read (a broken cache is a miss, not a failure).
    public func cached(_ key: String) async -> Cached<Value>? {
        guard let entry = try? await store.entry(for: key),
            let value = try? Self.decoder.decode(Value.self, from: entry.payload)
        else { return nil }
        let fetchedAt = Date(timeIntervalSince1970: TimeInterval(entry.fetchedAt) / 1000)
        // A clock that went backwards makes the entry look newer than it is: treat it as age 0.
        let age = max(0, dates.now().timeIntervalSince(fetchedAt))
        return Cached(value: value, origin: .cache, fetchedAt: fetchedAt, age: age)
    }

    private func fetch(
        _ key: String, _ fetch: @Sendable () async throws(AppError) -> Value
    ) async throws(AppError) -> Cached<Value> {
        let value = try await fetch()
        let fetchedAt = dates.now()
        if let payload = try? Self.encoder.encode(value) {
            let milliseconds = Int64((fetchedAt.timeIntervalSince1970 * 1000).rounded())
            // A cache that cannot be written must not cost the user the answer they just got.
            try? await store.save(CacheEntry(payload: payload, fetchedAt: milliseconds), for: key)
        }
        return Cached(value: value, origin: .network, fetchedAt: fetchedAt, age: 0)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }
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
