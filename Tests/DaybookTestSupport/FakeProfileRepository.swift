import DaybookDomain
import Foundation

/// A `ProfileRepository` in memory with real behaviour (one profile per user, replaced on save),
/// whose saves can be made to fail. Counts saves so a test can tell whether storage was reached.
public actor FakeProfileRepository: ProfileRepository {
    private var profiles: [UserID: UserProfile]
    /// When set, every save throws this and changes nothing.
    public var saveFailure: AppError?
    public private(set) var saveCount = 0

    public init(profiles: [UserID: UserProfile] = [:], saveFailure: AppError? = nil) {
        self.profiles = profiles
        self.saveFailure = saveFailure
    }

    public func failSaves(with error: AppError?) {
        saveFailure = error
    }

    public func profile(for user: UserID) -> UserProfile? {
        profiles[user]
    }

    public func save(_ profile: UserProfile, for user: UserID) throws(AppError) {
        saveCount += 1
        if let saveFailure { throw saveFailure }
        profiles[user] = profile
    }
}
