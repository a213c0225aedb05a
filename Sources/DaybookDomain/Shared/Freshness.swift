import Foundation

/// Where a value from a remote service came from, and how old it is: what every remote feature
/// (weather, posts) says about its data, so a screen can tell fresh data from a stale fallback.
public struct Freshness: Hashable, Sendable {
    public let origin: DataOrigin
    /// When the value was fetched from the service.
    public let fetchedAt: Date
    /// How long ago that was, when it was served.
    public let age: TimeInterval

    public init(origin: DataOrigin, fetchedAt: Date, age: TimeInterval) {
        self.origin = origin
        self.fetchedAt = fetchedAt
        self.age = age
    }

    /// Fetched from the service just now.
    public static func fetched(at date: Date) -> Freshness {
        Freshness(origin: .network, fetchedAt: date, age: 0)
    }

    /// Served from the cache because the service failed: it may be out of date.
    public var isStale: Bool { origin == .stale }

    /// The same fetch, served because the service failed.
    public var asStale: Freshness {
        Freshness(origin: .stale, fetchedAt: fetchedAt, age: age)
    }
}
