import Foundation

/// What a household's accounts allow, one method per action: adding and removing them, their
/// passwords and API tokens, and telling who a sign-in or a token belongs to. Implemented by
/// ``AccountInteractor``.
///
/// The ring boundary Presentation (`AccountController`) and Composition (who a command or a
/// request is for) call. It has no double: nothing that calls it is tested apart from it, and the
/// account tests run the interactor itself over an in-memory store. Every method throws only
/// ``AppError``.
public protocol AccountUseCase: Sendable {
    /// Every account, by name.
    func list() async throws(AppError) -> [Account]

    /// The account with a name a person typed; ``AppError/notFound(_:)`` if there is none.
    func find(name: String) async throws(AppError) -> Account

    /// Adds an account with a name and a password, both validated here: the name by
    /// ``AccountName``'s rules, the password by ``AccountPassword``'s. A name taken (in any letter
    /// case) is ``AppError/alreadyExists(_:)``.
    func add(name: String, password: String) async throws(AppError) -> Account

    /// The same as ``add(name:password:)``, only if there is no account yet (the first takes
    /// what the household kept): `nil`, adding nothing, when someone has one already.
    func addFirst(name: String, password: String) async throws(AppError) -> Account?

    /// The same as ``add(name:password:)``, only if someone has an account already: a visitor's
    /// sign-up, which must never make the first account (it would take what the household kept).
    /// `nil`, adding nothing, when there is none, even when the last was removed a moment ago.
    func addBesideOthers(name: String, password: String) async throws(AppError) -> Account?

    /// Removes an account by name, with its tokens: its sessions end, on every process, because
    /// they name an account that is gone. ``AppError/notFound(_:)`` if there is none.
    func remove(name: String) async throws(AppError) -> Account

    /// Sets a new password for an account by name: its sessions and tokens end, on every process.
    /// The new password is validated before anything is looked up.
    func changePassword(name: String, to password: String) async throws(AppError) -> Account

    /// A new API token for an account by name, to be shown once.
    func issueToken(name: String) async throws(AppError) -> APIToken

    /// Revokes every API token of an account by name; how many there were.
    func revokeTokens(name: String) async throws(AppError) -> (account: Account, revoked: Int)

    /// Who a name and a password belong to, or `nil`: an unknown name and a wrong password give the
    /// same answer in the same time, so a sign-in form cannot be used to learn who has an account.
    /// Nothing is validated first: a name or password that could never have been set is just wrong.
    func signIn(name: String, password: String) async throws(AppError) -> Account?

    /// Whose API token a request carries, or `nil` for a revoked token or any other text.
    func authenticate(token: String) async throws(AppError) -> Account?
}

/// The accounts' business rules over one ``AccountRepository``.
///
/// A struct, not an actor: it holds no state of its own (the repository is the state, and the
/// clock and id source are injected), so there is nothing to isolate, and every request of the
/// web server calls it at once without a hop.
public struct AccountInteractor: AccountUseCase {
    private let repository: any AccountRepository
    private let dates: any DateSource
    private let identifiers: any IdentifierSource

    public init(repository: any AccountRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        self.repository = repository
        self.dates = dates
        self.identifiers = identifiers
    }

    public func list() async throws(AppError) -> [Account] {
        try AppError.checkCancellation()
        return try await repository.accounts()
    }

    public func find(name: String) async throws(AppError) -> Account {
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: try AccountName(name)) else {
            throw .notFound(.account)
        }
        return account
    }

    // MARK: - Adding and removing

    public func add(name: String, password: String) async throws(AppError) -> Account {
        let (account, password) = try make(name: name, password: password)
        try await repository.add(account, password: password)
        return account
    }

    public func addFirst(name: String, password: String) async throws(AppError) -> Account? {
        let (account, password) = try make(name: name, password: password)
        return try await repository.addFirst(account, password: password) ? account : nil
    }

    public func addBesideOthers(name: String, password: String) async throws(AppError) -> Account? {
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

    public func remove(name: String) async throws(AppError) -> Account {
        let name = try AccountName(name)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name),
            try await repository.remove(id: account.id)
        else { throw .notFound(.account) }
        return account
    }

    // MARK: - Passwords and tokens

    public func changePassword(name: String, to password: String) async throws(AppError) -> Account {
        let name = try AccountName(name)
        let password = try AccountPassword(password)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name),
            let changed = try await repository.changePassword(of: account.id, to: password)
        else { throw .notFound(.account) }
        return changed
    }

    public func issueToken(name: String) async throws(AppError) -> APIToken {
        let name = try AccountName(name)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name),
            let token = try await repository.issueToken(for: account.id, at: dates.now())
        else { throw .notFound(.account) }
        return token
    }

    public func revokeTokens(name: String) async throws(AppError) -> (account: Account, revoked: Int) {
        let name = try AccountName(name)
        try AppError.checkCancellation()
        guard let account = try await repository.account(named: name) else { throw .notFound(.account) }
        return (account, try await repository.revokeTokens(of: account.id))
    }

    // MARK: - Who is asking

    public func signIn(name: String, password: String) async throws(AppError) -> Account? {
        try AppError.checkCancellation()
        // A password longer than any that can be set is wrong: it is not hashed as it is (the
        // empty one, which never matches, is checked instead, at the same cost).
        let candidate = password.utf8.count > AccountPassword.maximumBytes ? "" : password
        return try await repository.signIn(nameKey: AccountName.key(of: name), password: candidate)
    }

    public func authenticate(token: String) async throws(AppError) -> Account? {
        try AppError.checkCancellation()
        return try await repository.account(bearing: token)
    }
}
