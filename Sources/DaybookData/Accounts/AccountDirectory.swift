import DaybookDomain
import Foundation
import Synchronization

/// What a serving process remembers of who may sign in: the accounts that API tokens and
/// sessions name, read once and answered from memory until the accounts change, whichever
/// process changed them.
///
/// It forgets everything at each `.accounts` announcement of the ``ChangeFeed`` (a token
/// revoked, a password changed, an account removed, by this process or another on the same
/// database), so what ends on one server ends on every other as soon as its feed hears of it: at
/// once on PostgreSQL, within a quarter of a second on SQLite. It remembers only while ``run()``
/// listens (otherwise it would not hear what to forget), and nothing for longer than its
/// lifetime (``defaultLifetime``) even then. A lookup that began before an announcement (or
/// before listening started) is answered but not kept, so a read made before a revocation is
/// never remembered after it. At most ``capacity`` entries in all; a full table is emptied.
public final class AccountDirectory: Sendable {
    public static let defaultLifetime: Duration = .seconds(60)
    public static let capacity = 1_000

    private struct Entry {
        let account: Account?
        let at: ContinuousClock.Instant
    }

    private struct State {
        /// Moved by every announcement and when listening starts or ends: a lookup that saw
        /// another epoch keeps nothing.
        var epoch = 0
        /// How many ``run()`` listen now.
        var listeners = 0
        var listening: Bool { listeners > 0 }
        var tokens: [String: Entry] = [:]
        var accounts: [AccountID: Entry] = [:]
        /// Whether there were any accounts, and when that was read.
        var any: (value: Bool, at: ContinuousClock.Instant)?

        mutating func forget() {
            tokens.removeAll()
            accounts.removeAll()
            any = nil
        }
    }

    private let repository: any AccountRepository
    private let changes: any ChangeFeed
    private let state = Mutex(State())
    private let lifetime: Duration

    public init(repository: any AccountRepository, changes: any ChangeFeed, lifetime: Duration = defaultLifetime) {
        self.repository = repository
        self.changes = changes
        self.lifetime = lifetime
    }

    /// Forgets everything now: this process has just changed the accounts, and the change feed's
    /// announcement of it may come a moment after the next request.
    public func forgetAll() {
        state.withLock { state in
            state.epoch += 1
            state.forget()
        }
    }

    /// Listens for changes to the accounts until cancelled; remembers lookups meanwhile.
    public func run() async {
        let announcements = changes.changes(to: .accounts)
        // A lookup that began before this subscription could have read what a change announced
        // before it had: the epoch moves, so it is not kept.
        state.withLock { state in
            state.listeners += 1
            state.epoch += 1
        }
        defer {
            state.withLock { state in
                state.listeners -= 1
                state.epoch += 1
                if !state.listening { state.forget() }
            }
        }
        for await _ in announcements {
            state.withLock { state in
                state.epoch += 1
                state.forget()
            }
        }
    }

    /// The account `token` was issued to (``AccountRepository/account(bearing:)``). Only text in a
    /// token's form is looked up or remembered: junk sent by anyone cannot fill the table.
    public func account(bearing token: String) async throws(AppError) -> Account? {
        guard APIToken.isWellFormed(token) else { return nil }
        if let kept = state.withLock({ fresh($0.tokens[token]) }) { return kept.account }
        let epoch = state.withLock { $0.epoch }
        let account = try await repository.account(bearing: token)
        keep(account, at: epoch) { $0.tokens[token] = $1 }
        return account
    }

    /// The account with `id` as it is now (its name, its session generation), or `nil`.
    public func account(id: AccountID) async throws(AppError) -> Account? {
        if let kept = state.withLock({ fresh($0.accounts[id]) }) { return kept.account }
        let epoch = state.withLock { $0.epoch }
        let account = try await repository.account(id: id)
        keep(account, at: epoch) { $0.accounts[id] = $1 }
        return account
    }

    /// Whether there is any account (``AccountRepository/hasAccounts()``): what a server asks on
    /// every request to know whether it must ask who is signing in. Remembered as lookups are.
    public func hasAccounts() async throws(AppError) -> Bool {
        let kept = state.withLock { state -> Bool? in
            guard let any = state.any, ContinuousClock.now - any.at < lifetime else { return nil }
            return any.value
        }
        if let kept { return kept }
        let epoch = state.withLock { $0.epoch }
        let any = try await repository.hasAccounts()
        state.withLock { state in
            if state.listening, state.epoch == epoch { state.any = (any, .now) }
        }
        return any
    }

    /// How many lookups are remembered now, for tests.
    public var remembered: Int { state.withLock { $0.tokens.count + $0.accounts.count } }

    /// Whether ``run()`` listens now (and so lookups are remembered).
    public var isListening: Bool { state.withLock { $0.listening } }

    private func keep(_ account: Account?, at epoch: Int, _ store: (inout State, Entry) -> Void) {
        state.withLock { state in
            guard state.listening, state.epoch == epoch else { return }
            if state.tokens.count + state.accounts.count >= Self.capacity {
                state.tokens.removeAll()
                state.accounts.removeAll()
            }
            store(&state, Entry(account: account, at: .now))
        }
    }

    private func fresh(_ entry: Entry?) -> Entry? {
        guard let entry, ContinuousClock.now - entry.at < lifetime else { return nil }
        return entry
    }
}
