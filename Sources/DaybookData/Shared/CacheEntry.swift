import Foundation

/// A cached answer as storage keeps it: opaque bytes and when they were fetched (ms since 1970).
public struct CacheEntry: Hashable, Sendable {
    public let payload: Data
    public let fetchedAt: Int64

    public init(payload: Data, fetchedAt: Int64) {
        self.payload = payload
        self.fetchedAt = fetchedAt
    }
}
