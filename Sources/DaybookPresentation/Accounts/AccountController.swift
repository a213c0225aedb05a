import DaybookDomain
import Foundation

/// What a front end asks of the accounts: each intent runs its use case and answers with what
/// to show, worded in the controller's language. Failures are the use cases' `AppError`s, which
/// the front end presents as it presents any other (``ErrorPresenter``).
public struct AccountController: Sendable {
    private let accounts: any AccountUseCase
    private let localize: Localizer

    /// The most characters a name may have, for a form's `maxlength`.
    public static let nameMaximumLength = AccountName.maximumLength

    public init(accounts: any AccountUseCase, localizer: Localizer) {
        self.accounts = accounts
        localize = localizer
    }

    /// Every account as JSON, by name; `empty` says what to do when there is none.
    public func list() async throws(AppError) -> (accounts: [AccountJSON], empty: String) {
        (try await accounts.list().map { AccountJSON($0) }, localize(AccountText.noAccounts))
    }

    /// The account's name as stored; ``AppError/notFound(_:)`` when there is no such account, so
    /// a front end can say so before it asks for anything (a password, a confirmation).
    public func existingName(_ name: String) async throws(AppError) -> String {
        try await accounts.find(name: name).name.value
    }

    /// Fails as adding an account named `name` would for its name (a rule it breaks, or taken),
    /// so a front end can say so before it asks for a password.
    public func checkNewName(_ name: String) async throws(AppError) {
        let name = try AccountName(name)
        if (try? await accounts.find(name: name.value)) != nil { throw .alreadyExists(.account) }
    }

    /// Whether two texts name the same account (compared as names are: whatever the case).
    public func isSameName(_ one: String, _ other: String) -> Bool {
        AccountName.key(of: one) == AccountName.key(of: other)
    }

    /// What removing the account named `name` (as stored) does, to be said before it is done.
    public func removalWarning(name: String) -> String {
        localize(AccountText.removalWarning, ["name": name])
    }

    public func add(name: String, password: String) async throws(AppError) -> AccountOutcome {
        let account = try await accounts.add(name: name, password: password)
        return outcome(account, AccountText.added)
    }

    public func remove(name: String) async throws(AppError) -> AccountOutcome {
        outcome(try await accounts.remove(name: name), AccountText.removed)
    }

    public func changePassword(name: String, password: String) async throws(AppError) -> AccountOutcome {
        outcome(try await accounts.changePassword(name: name, to: password), AccountText.passwordChanged)
    }

    public func issueToken(name: String) async throws(AppError) -> AccountOutcome {
        let token = try await accounts.issueToken(name: name)
        return AccountOutcome(
            message: localize(AccountText.tokenIssued, ["name": token.account.name.value]),
            json: AccountJSON(token.account, token: token.secret), token: token.secret)
    }

    public func revokeTokens(name: String) async throws(AppError) -> AccountOutcome {
        let (account, revoked) = try await accounts.revokeTokens(name: name)
        let message = localize(
            count: revoked, one: AccountText.tokensRevokedOne, other: AccountText.tokensRevoked,
            ["count": "\(revoked)", "name": account.name.value])
        return AccountOutcome(message: message, json: AccountJSON(account), token: nil)
    }

    /// What the command line asks and says around a password and a removal, in its language.
    public func text(_ text: AccountText, name: String = "") -> String {
        localize(text, ["name": name])
    }

    private func outcome(_ account: Account, _ text: AccountText) -> AccountOutcome {
        AccountOutcome(message: localize(text, ["name": account.name.value]), json: AccountJSON(account), token: nil)
    }
}
