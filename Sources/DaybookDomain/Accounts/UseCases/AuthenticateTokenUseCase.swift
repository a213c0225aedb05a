import Foundation

/// Whose API token a request carries, or `nil` for a revoked token or any other text.
public protocol AuthenticateTokenUseCase: Sendable {
    func execute(token: String) async throws(AppError) -> Account?
}

public struct AuthenticateTokenInteractor: AuthenticateTokenUseCase {
    private let repository: any AccountRepository

    public init(repository: any AccountRepository) {
        self.repository = repository
    }

    public func execute(token: String) async throws(AppError) -> Account? {
        try AppError.checkCancellation()
        return try await repository.account(bearing: token)
    }
}
