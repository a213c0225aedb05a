import DaybookDomain
import Foundation

/// The `ProfileRepository` over any ``ProfileStore``: translates records to entities.
public struct DefaultProfileRepository: ProfileRepository {
    private let store: any ProfileStore

    public init(store: any ProfileStore) {
        self.store = store
    }

    public func profile(for user: UserID) async throws(AppError) -> UserProfile? {
        guard let record = try await store.fetch(userID: user.value) else { return nil }
        return try ProfileRecordMapper.profile(from: record)
    }

    public func save(_ profile: UserProfile, for user: UserID) async throws(AppError) {
        try await store.upsert(ProfileRecordMapper.record(from: profile, for: user))
    }
}
