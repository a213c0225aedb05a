import Foundation

/// The gateway to the accounts: who they are, their passwords and their API tokens.
///
/// Passwords go in as ``AccountPassword`` and tokens come out as ``APIToken`` once; neither is
/// ever read back. Implementations keep only slow, salted hashes of passwords and digests of
/// tokens. All of them pass the same contract suite; every method throws only ``AppError``.
public protocol AccountRepository: Sendable {
    /// Every account, by name.
    func accounts() async throws(AppError) -> [Account]

    /// Whether there is any account: one small read, asked by a server on every request.
    func hasAccounts() async throws(AppError) -> Bool

    /// The account with this name (compared by ``AccountName/key``), or `nil`.
    func account(named name: AccountName) async throws(AppError) -> Account?

    /// The account with this id, or `nil`: a session's account, read back.
    func account(id: AccountID) async throws(AppError) -> Account?

    /// Stores `account` with `password`. Throws ``AppError/alreadyExists(_:)`` with
    /// ``AppError/Resource/account`` when an account has the same name key. The first account
    /// takes over what was kept before there were accounts (the todos, the command line's profile).
    func add(_ account: Account, password: AccountPassword) async throws(AppError)
    /// Adds `account` only if there is no account yet, atomically (it takes what the household
    /// kept, as the first account does); `false`, adding nothing, when there is one.
    func addFirst(_ account: Account, password: AccountPassword) async throws(AppError) -> Bool
    /// Adds `account` only if there is an account already, atomically (so it never takes what
    /// the household kept); `false`, adding nothing, when there is none. A name taken is
    /// ``AppError/alreadyExists(_:)``, as for ``add(_:password:)``.
    func addBesideOthers(_ account: Account, password: AccountPassword) async throws(AppError) -> Bool

    /// Removes the account, its tokens and everything it owns (its todos, its profile); `false`
    /// if there was none.
    func remove(id: AccountID) async throws(AppError) -> Bool

    /// Replaces the account's password, moves its ``Account/sessionGeneration`` forward and
    /// revokes its tokens, in one write; the account as it is now, or `nil` if there is none.
    func changePassword(of id: AccountID, to password: AccountPassword) async throws(AppError) -> Account?

    /// A new token for the account, made at `date`; `nil` if there is no such account.
    func issueToken(for id: AccountID, at date: Date) async throws(AppError) -> APIToken?

    /// Revokes every token of the account; how many there were.
    func revokeTokens(of id: AccountID) async throws(AppError) -> Int

    /// The account whose name has `nameKey` (``AccountName/key(of:)``) and whose password is
    /// `password`, or `nil`. Takes as long whether the name is unknown or the password wrong.
    func signIn(nameKey: String, password: String) async throws(AppError) -> Account?

    /// The account `token` was issued to, unless it was revoked; `nil` for any other text.
    func account(bearing token: String) async throws(AppError) -> Account?
}
