import Foundation

/// What the profile screen shows about the saved profile.
public enum ProfileStatusViewState: Hashable, Sendable {
    /// No profile yet, with the message that says so.
    case notRegistered(message: String)
    case registered(ProfileSummaryViewState)
    /// The profile could not be read.
    case failed(ErrorViewState)

    /// The status as JSON; `nil` when it could not be read.
    public var json: ProfileJSON? {
        switch self {
        case .notRegistered: ProfileJSON(nil)
        case .registered(let summary): ProfileJSON(summary)
        case .failed: nil
        }
    }
}
