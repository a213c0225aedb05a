import Foundation

/// A registered profile: a valid name, a chosen gender, and when it was registered.
///
/// Registering again replaces the profile, so `createdAt` is the time of the latest registration.
public struct UserProfile: Hashable, Sendable {
    public let name: ProfileName
    public let gender: Gender
    public let createdAt: Date

    public init(name: ProfileName, gender: Gender, createdAt: Date) {
        self.name = name
        self.gender = gender
        self.createdAt = createdAt
    }
}
