import DaybookDomain
import Foundation

/// A `ProfileRepository` in memory with real behaviour (one profile per user, replaced on save),
/// whose saves can be made to fail. Counts saves so a test can tell whether storage was reached.
public actor FakeProfileRepository: ProfileRepository {
    private var profiles: [UserID: UserProfile] = [:]
    private var saveFailure: AppError?
    public private(set) var saveCount = 0

    public init() {}

    /// From now on every save throws `error` and changes nothing; `nil` lets saves through again.
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
