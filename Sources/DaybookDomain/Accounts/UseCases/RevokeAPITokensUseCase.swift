import Foundation

/// Revokes every API token of an account by name; how many there were.
public protocol RevokeAPITokensUseCase: Sendable {
    func execute(name: String) async throws(AppError) -> (account: Account, revoked: Int)
}

public struct RevokeAPITokensInteractor: RevokeAPITokensUseCase {
    private let repository: any AccountRepository

    public init(repository: any AccountRepository) {
        self.repository = repository
    }

    public func execute(name: String) async throws(AppError) -> (account: Account, revoked: Int) {
        let name = try AccountName(name)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name) else { throw .notFound(.account) }
        return (account, try await repository.revokeTokens(of: account.id))
    }
}
