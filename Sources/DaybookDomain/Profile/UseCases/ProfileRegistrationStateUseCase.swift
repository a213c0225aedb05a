import Foundation

/// Answers whether `user` has saved a profile. A query, so it returns its answer.
public protocol ProfileRegistrationStateUseCase: Sendable {
    func execute(user: UserID) async throws(AppError) -> ProfileRegistrationState
}

public struct ProfileRegistrationStateInteractor: ProfileRegistrationStateUseCase {
    private let repository: any ProfileRepository

    public init(repository: any ProfileRepository) {
        self.repository = repository
    }

    public func execute(user: UserID) async throws(AppError) -> ProfileRegistrationState {
        try AppError.checkCancellation()
        return try await repository.profile(for: user).map(ProfileRegistrationState.registered) ?? .notRegistered
    }
}
