import Foundation

/// Where data shown to the user came from, so the UI can say when it may be out of date.
public enum DataOrigin: Hashable, Sendable {
    /// Fetched from the remote service just now.
    case network
    /// Served from the local cache while still fresh.
    case cache
    /// Served from the local cache because the remote service failed; it may be out of date.
    case stale
}
