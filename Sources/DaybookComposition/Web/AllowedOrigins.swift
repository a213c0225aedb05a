import DaybookPresentation
import Foundation

/// Which other sites' pages may call the JSON API (CORS).
public enum AllowedOrigins: Hashable, Sendable {
    /// None: only pages of this server (the default).
    case sameOrigin
    /// Every site (`*`): what the Todo-Backend spec runner needs.
    case any
    /// These origins only, each `scheme://host[:port]`, lower-cased.
    case only(Set<String>)

    /// Whether `origin` (an `Origin` header's value) may call the API from another site.
    public func allows(_ origin: String) -> Bool {
        switch self {
        case .sameOrigin: false
        case .any: true
        case .only(let origins): origins.contains(origin.lowercased())
        }
    }
}
