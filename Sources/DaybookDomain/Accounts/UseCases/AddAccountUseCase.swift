import Foundation

/// Adds an account with a name and a password, both validated here: the name by
/// ``AccountName``'s rules, the password by ``AccountPassword``'s. A name taken (in any letter
/// case) is ``AppError/alreadyExists(_:)``.
public protocol AddAccountUseCase: Sendable {
    func execute(name: String, password: String) async throws(AppError) -> Account
    /// The same, only if there is no account yet (the first takes what the household kept):
    /// `nil`, adding nothing, when someone has one already.
    func executeFirst(name: String, password: String) async throws(AppError) -> Account?
    /// The same, only if someone has an account already: a visitor's sign-up, which must never
    /// make the first account (it would take what the household kept). `nil`, adding nothing,
    /// when there is none, even when the last was removed a moment ago.
    func executeBesideOthers(name: String, password: String) async throws(AppError) -> Account?
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
        let (account, password) = try make(name: name, password: password)
        try await repository.add(account, password: password)
        return account
    }

    public func executeFirst(name: String, password: String) async throws(AppError) -> Account? {
        let (account, password) = try make(name: name, password: password)
        return try await repository.addFirst(account, password: password) ? account : nil
    }

    public func executeBesideOthers(name: String, password: String) async throws(AppError) -> Account? {
        let (account, password) = try make(name: name, password: password)
        return try await repository.addBesideOthers(account, password: password) ? account : nil
    }

    private func make(name: String, password: String) throws(AppError) -> (Account, AccountPassword) {
        let name = try AccountName(name)
        let password = try AccountPassword(password)
        try AppError.checkCancellation()
        return (
            Account(id: AccountID(identifiers.makeUUID().lowercasedText), name: name, createdAt: dates.now()), password
        )
    }
}
