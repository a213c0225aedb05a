import Foundation

/// Whether a user has registered, and if so, their profile.
public enum ProfileRegistrationState: Hashable, Sendable {
    case notRegistered
    case registered(UserProfile)

    public var profile: UserProfile? {
        if case .registered(let profile) = self { profile } else { nil }
    }
}
