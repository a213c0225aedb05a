import Foundation

/// What every remote feature uses unless a setting says otherwise: defined here once, read by
/// each feature's settings and by `--help`.
public enum RemoteServiceDefaults {
    /// How long a cached answer is shown without asking the service again.
    public static let cacheMaximumAge: TimeInterval = 600
    /// How long to wait for a service before giving up.
    public static let requestTimeout: TimeInterval = 10

    /// "10 minutes": the cache's lifetime as help texts state it.
    public static var cacheMaximumAgeText: String { "\(Int(cacheMaximumAge / 60)) minutes" }
}
