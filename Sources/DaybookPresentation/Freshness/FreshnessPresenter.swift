import DaybookDomain
import Foundation

/// How every remote feature shows a ``Freshness``: the stale notice on a screen, and the
/// `source`, `stale` and `ageSeconds` fields of its JSON. Pure and nonisolated.
public struct FreshnessPresenter: Sendable {
    private let localize: Localizer
    private let age: AgeFormatter

    public init(localizer: Localizer) {
        localize = localizer
        age = AgeFormatter(localizer: localizer)
    }

    /// For stale data, the `notice` worded with its age ("Could not update: this is the weather
    /// from 5 min ago."); `nil` for fresh data.
    public func staleNotice(_ freshness: Freshness, _ notice: some LocalizedText) -> String? {
        freshness.isStale ? localize(notice, ["age": age(freshness.age)]) : nil
    }

    public func json(_ freshness: Freshness) -> FreshnessJSON {
        FreshnessJSON(
            source: Self.name(of: freshness.origin), stale: freshness.isStale,
            ageSeconds: Int(freshness.age.rounded(.down)))
    }

    /// The name every JSON output uses for where data came from.
    static func name(of origin: DataOrigin) -> String {
        switch origin {
        case .network: "network"
        case .cache: "cache"
        case .stale: "stale"
        }
    }
}
