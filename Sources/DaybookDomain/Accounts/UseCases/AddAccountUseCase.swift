import Foundation

/// Adds an account with a name and a password, both validated here: the name by
/// ``AccountName``'s rules, the password by ``AccountPassword``'s. A name taken (in any letter
/// case) is ``AppError/alreadyExists(_:)``.
public protocol AddAccountUseCase: Sendable {
    func execute(name: String, password: String) async throws(AppError) -> Account
}

public struct AddAccountInteractor: AddAccountUseCase {
    private let repository: any AccountRepository
    private let dates: any DateSource
    private let identifiers: any IdentifierSource

    public init(repository: any AccountRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        self.repository = repository
        self.dates = dates
        self.identifiers = identifiers
    }

    public func execute(name: String, password: String) async throws(AppError) -> Account {
        let name = try AccountName(name)
        let password = try AccountPassword(password)
        try AppError.checkCancellation()
        let account = Account(
            id: AccountID(identifiers.makeUUID().lowercasedText), name: name, createdAt: dates.now())
        try await repository.add(account, password: password)
        return account
    }
}
