import Foundation

/// Removes an account by name, with its tokens: its sessions end, on every process, because
/// they name an account that is gone. ``AppError/notFound(_:)`` if there is none.
public protocol RemoveAccountUseCase: Sendable {
    func execute(name: String) async throws(AppError) -> Account
}

public struct RemoveAccountInteractor: RemoveAccountUseCase {
    private let repository: any AccountRepository

    public init(repository: any AccountRepository) {
        self.repository = repository
    }

    public func execute(name: String) async throws(AppError) -> Account {
        let name = try AccountName(name)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name),
            try await repository.remove(id: account.id)
        else { throw .notFound(.account) }
        return account
    }
}
