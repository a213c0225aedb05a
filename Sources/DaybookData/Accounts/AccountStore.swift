import DaybookDomain
import Foundation

/// The storage a ``DefaultAccountRepository`` needs: account rows and token rows, no entities,
/// no passwords. Implementations convert their own failures to ``AppError/storage(_:)``.
public protocol AccountStore: Sendable {
    /// Every account, by name key.
    func fetchAll() async throws(AppError) -> [AccountRecord]

    func fetch(nameKey: String) async throws(AppError) -> AccountRecord?

    func fetch(id: String) async throws(AppError) -> AccountRecord?

    /// Whether there is any account at all.
    func hasAccounts() async throws(AppError) -> Bool

    /// Inserts the record; `false`, storing nothing, when an account has its name key. The first
    /// account (none other stored when it commits) takes over, in the same transaction, what the
    /// household stored before there were accounts: its todos (``DataOwner/household``'s, their
    /// counts and revision) and the command line's profile (user `local`).
    func insert(_ record: AccountRecord) async throws(AppError) -> Bool

    /// Inserts the record only if no account is stored, in one transaction that no other account
    /// write can interleave with, taking over the household's data as ``insert(_:)`` does for the
    /// first account; `false`, storing nothing, when there is an account already.
    func insertFirst(_ record: AccountRecord) async throws(AppError) -> Bool

    /// Inserts the record only if an account is stored, in one transaction that no other account
    /// write can interleave with: never the first account, so it takes nothing over. `nil`,
    /// storing nothing, when there is no account; `false` when an account has its name key.
    func insertBesideOthers(_ record: AccountRecord) async throws(AppError) -> Bool?

    /// Deletes the account, its tokens, its todos and its profile in one transaction; `false` if
    /// there was none.
    func delete(id: String) async throws(AppError) -> Bool

    /// Replaces the account's password hash, moves its generation forward by one and deletes its
    /// tokens, in one transaction; the record as it is now, or `nil` if there is none.
    func replacePassword(id: String, hash: String) async throws(AppError) -> AccountRecord?

    /// Replaces the account's password hash with another of the same password (made at another
    /// cost), only if it is still `old`: the generation and the tokens stay, as nothing changed
    /// for the person. `false`, changing nothing, when it is not (the password changed meanwhile)
    /// or there is no such account.
    func replaceHash(id: String, old: String, new: String) async throws(AppError) -> Bool

    /// Inserts the token; `false`, storing nothing, when its account is gone.
    func insert(token: APITokenRecord) async throws(AppError) -> Bool

    /// The account the token with this digest belongs to, or `nil`.
    func fetchAccount(tokenDigest: String) async throws(AppError) -> AccountRecord?

    /// Deletes every token of the account; how many.
    func deleteTokens(accountID: String) async throws(AppError) -> Int
}
