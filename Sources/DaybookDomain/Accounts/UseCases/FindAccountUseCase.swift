import Foundation

/// The account with a name a person typed; ``AppError/notFound(_:)`` if there is none.
public protocol FindAccountUseCase: Sendable {
    func execute(name: String) async throws(AppError) -> Account
}

public struct FindAccountInteractor: FindAccountUseCase {
    private let repository: any AccountRepository

    public init(repository: any AccountRepository) {
        self.repository = repository
    }

    public func execute(name: String) async throws(AppError) -> Account {
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: try AccountName(name)) else {
            throw .notFound(.account)
        }
        return account
    }
}
