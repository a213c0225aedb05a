import Foundation

/// A new API token for an account by name, to be shown once.
public protocol IssueAPITokenUseCase: Sendable {
    func execute(name: String) async throws(AppError) -> APIToken
}

public struct IssueAPITokenInteractor: IssueAPITokenUseCase {
    private let repository: any AccountRepository
    private let dates: any DateSource

    public init(repository: any AccountRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func execute(name: String) async throws(AppError) -> APIToken {
        let name = try AccountName(name)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name),
            let token = try await repository.issueToken(for: account.id, at: dates.now())
        else { throw .notFound(.account) }
        return token
    }
}
