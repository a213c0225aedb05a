import DaybookDomain

extension DataOrigin {
    /// The name every JSON output uses for where data came from: network, cache or stale.
    var jsonName: String {
        switch self {
        case .network: "network"
        case .cache: "cache"
        case .stale: "stale"
        }
    }
}
