import Foundation

/// Sets a new password for an account by name: its sessions and tokens end, on every process.
/// The new password is validated before anything is looked up.
public protocol ChangeAccountPasswordUseCase: Sendable {
    func execute(name: String, password: String) async throws(AppError) -> Account
}

public struct ChangeAccountPasswordInteractor: ChangeAccountPasswordUseCase {
    private let repository: any AccountRepository

    public init(repository: any AccountRepository) {
        self.repository = repository
    }

    public func execute(name: String, password: String) async throws(AppError) -> Account {
        let name = try AccountName(name)
        let password = try AccountPassword(password)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name),
            let changed = try await repository.changePassword(of: account.id, to: password)
        else { throw .notFound(.account) }
        return changed
    }
}
