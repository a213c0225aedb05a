import Foundation

/// Every account, by name.
public protocol ListAccountsUseCase: Sendable {
    func execute() async throws(AppError) -> [Account]
}

public struct ListAccountsInteractor: ListAccountsUseCase {
    private let repository: any AccountRepository

    public init(repository: any AccountRepository) {
        self.repository = repository
    }

    public func execute() async throws(AppError) -> [Account] {
        try AppError.checkCancellation()
        return try await repository.accounts()
    }
}
