import DaybookBcrypt
import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

/// What a serving process remembers of the accounts: a token or an account read once, until the
/// accounts change, whichever process changed them.
@Suite("The accounts a process remembers")
struct AccountDirectoryTests {
    /// A repository that counts the lookups that reach it.
    final class CountingRepository: AccountRepository {
        let inner: any AccountRepository
        let lookups = Mutex(0)

        init(_ inner: any AccountRepository) { self.inner = inner }

        func accounts() async throws(AppError) -> [Account] { try await inner.accounts() }
        func hasAccounts() async throws(AppError) -> Bool {
            lookups.withLock { $0 += 1 }
            return try await inner.hasAccounts()
        }
        func account(named name: AccountName) async throws(AppError) -> Account? {
            try await inner.account(named: name)
        }
        func account(id: AccountID) async throws(AppError) -> Account? {
            lookups.withLock { $0 += 1 }
            return try await inner.account(id: id)
        }
        func add(_ account: Account, password: AccountPassword) async throws(AppError) {
            try await inner.add(account, password: password)
        }
        func addFirst(_ account: Account, password: AccountPassword) async throws(AppError) -> Bool {
            try await inner.addFirst(account, password: password)
        }
        func addBesideOthers(_ account: Account, password: AccountPassword) async throws(AppError) -> Bool {
            try await inner.addBesideOthers(account, password: password)
        }
        func remove(id: AccountID) async throws(AppError) -> Bool { try await inner.remove(id: id) }
        func changePassword(of id: AccountID, to password: AccountPassword) async throws(AppError) -> Account? {
            try await inner.changePassword(of: id, to: password)
        }
        func issueToken(for id: AccountID, at date: Date) async throws(AppError) -> APIToken? {
            try await inner.issueToken(for: id, at: date)
        }
        func revokeTokens(of id: AccountID) async throws(AppError) -> Int { try await inner.revokeTokens(of: id) }
        func signIn(nameKey: String, password: String) async throws(AppError) -> Account? {
            try await inner.signIn(nameKey: nameKey, password: password)
        }
        func account(bearing token: String) async throws(AppError) -> Account? {
            lookups.withLock { $0 += 1 }
            return try await inner.account(bearing: token)
        }
    }

    /// What is remembered is kept longer than any wait here: only an announcement can end it.
    static let longerThanAnyTest: Duration = .seconds(3_600)

    static let hanako = Account(id: AccountID("a-1"), name: try! AccountName("hanako"), createdAt: TestDateSource.start)

    static func repository() -> any AccountRepository {
        DefaultAccountRepository(store: InMemoryAccountStore(), hasher: BcryptCredentialHasher(cost: 4))
    }

    @Test func aLookupIsReadOnceAndReadAgainAfterTheAccountsChange() async throws {
        let counting = CountingRepository(Self.repository())
        try await counting.add(Self.hanako, password: try AccountPassword("first password"))
        let token = try #require(try await counting.issueToken(for: Self.hanako.id, at: TestDateSource.start))
        let feed = LocalChangeFeed()
        let directory = AccountDirectory(repository: counting, changes: feed, lifetime: Self.longerThanAnyTest)
        let listening = Task { await directory.run() }
        defer { listening.cancel() }
        #expect(await eventually { directory.isListening })
        let unknown = "dbk_" + String(repeating: "A", count: 43)
        for _ in 0..<3 { #expect(try await directory.account(bearing: token.secret)?.id == Self.hanako.id) }
        for _ in 0..<3 { #expect(try await directory.account(id: Self.hanako.id)?.name.value == "hanako") }
        #expect(try await directory.account(bearing: unknown) == nil)
        #expect(try await directory.account(bearing: unknown) == nil)
        #expect(counting.lookups.withLock { $0 } == 3, "each read once, an unknown token too")
        #expect(directory.remembered == 3)
        // Text that is no token is neither looked up nor remembered: junk cannot fill the table.
        for junk in ["", "dbk_nothing", "Bearer " + token.secret, token.secret + "="] {
            #expect(try await directory.account(bearing: junk) == nil)
        }
        #expect(counting.lookups.withLock { $0 } == 3)
        #expect(directory.remembered == 3)
        _ = try await counting.revokeTokens(of: Self.hanako.id)
        feed.announce(.accounts)
        #expect(await eventually { directory.remembered == 0 })
        #expect(try await directory.account(bearing: token.secret) == nil, "revoked, and read again")
        #expect(counting.lookups.withLock { $0 } == 4)
    }

    /// This process's own change (an account made at a sign-in or a sign-up) is forgotten at once,
    /// not only at the feed's announcement, which may come after the next page: that page must not
    /// be answered from "no accounts" (it would sign the new person out).
    @Test func forgettingAtOnceEndsWhatWasRememberedBeforeAnyAnnouncement() async throws {
        let counting = CountingRepository(Self.repository())
        let directory = AccountDirectory(
            repository: counting, changes: LocalChangeFeed(), lifetime: Self.longerThanAnyTest)
        let listening = Task { await directory.run() }
        defer { listening.cancel() }
        #expect(await eventually { directory.isListening })
        #expect(try await directory.hasAccounts() == false)
        #expect(try await counting.addFirst(Self.hanako, password: try AccountPassword("first password")))
        #expect(try await directory.hasAccounts() == false, "remembered: nothing announced it")
        directory.forgetAll()
        #expect(try await directory.hasAccounts() == true)
    }

    @Test func withoutListeningNothingIsRemembered() async throws {
        let counting = CountingRepository(Self.repository())
        try await counting.add(Self.hanako, password: try AccountPassword("first password"))
        let directory = AccountDirectory(repository: counting, changes: LocalChangeFeed())
        for _ in 0..<3 { #expect(try await directory.account(id: Self.hanako.id) != nil) }
        #expect(counting.lookups.withLock { $0 } == 3)
        #expect(directory.remembered == 0)
    }

    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        static var allCases: [Kind] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }
    }

    /// Two processes on one database: one serves (its directory remembers), the other manages
    /// the accounts, as `daybook user` does.
    static func twoProcesses(_ kind: Kind) async throws -> (
        serving: AccountDirectory, feed: any ChangeFeed, managing: any AccountRepository,
        cleanUp: @Sendable () -> Void
    ) {
        let hasher = BcryptCredentialHasher(cost: 4)
        switch kind {
        case .sqlite:
            let folder = TemporaryDirectory()
            let path = folder.path("accounts.sqlite")
            let serving = try SQLiteDatabase(path: path, logger: .quiet)
            let managing = try SQLiteDatabase(path: path, logger: .quiet)
            return (
                AccountDirectory(
                    repository: DefaultAccountRepository(store: SQLiteAccountStore(database: serving), hasher: hasher),
                    changes: serving.changes, lifetime: Self.longerThanAnyTest),
                serving.changes,
                DefaultAccountRepository(store: SQLiteAccountStore(database: managing), hasher: hasher),
                folder.remove
            )
        case .postgres:
            let (serving, url, stop) = try await PostgresFixture.openWithURL(poolSize: 2)
            let (managing, stopManaging) = try await PostgresFixture.open(url: url, poolSize: 2)
            return (
                AccountDirectory(
                    repository: DefaultAccountRepository(
                        store: PostgresAccountStore(database: serving), hasher: hasher),
                    changes: serving.changes, lifetime: Self.longerThanAnyTest),
                serving.changes,
                DefaultAccountRepository(store: PostgresAccountStore(database: managing), hasher: hasher),
                {
                    stop()
                    stopManaging()
                }
            )
        }
    }

    @Test(arguments: Kind.allCases)
    func whatAnotherProcessRevokesOrRemovesEndsHereToo(kind: Kind) async throws {
        let (directory, _, managing, cleanUp) = try await Self.twoProcesses(kind)
        defer { cleanUp() }
        let listening = Task { await directory.run() }
        defer { listening.cancel() }
        #expect(await eventuallyPolled { directory.isListening })
        try await managing.add(Self.hanako, password: try AccountPassword("first password"))
        let first = try #require(try await managing.issueToken(for: Self.hanako.id, at: TestDateSource.start))
        let second = try #require(try await managing.issueToken(for: Self.hanako.id, at: TestDateSource.start))
        // Remembered once read (the feed may still announce the adds: read until both are kept).
        #expect(
            await Self.within {
                let (one, two) = (
                    try await directory.account(bearing: first.secret),
                    try await directory.account(bearing: second.secret)
                )
                return one != nil && two != nil && directory.remembered == 2
            })
        _ = try await managing.revokeTokens(of: Self.hanako.id)
        #expect(await Self.within { try await directory.account(bearing: first.secret) == nil }, "revoked there")
        #expect(await Self.within { try await directory.account(bearing: second.secret) == nil }, "both")
        // A password change: the account's generation, as this process reads it, moves on.
        _ = try await directory.account(id: Self.hanako.id)
        _ = try await managing.changePassword(of: Self.hanako.id, to: try AccountPassword("second password"))
        #expect(await Self.within { try await directory.account(id: Self.hanako.id)?.sessionGeneration == 1 })
        // A removal: the account is gone here too, and so is every token it had.
        let third = try #require(try await managing.issueToken(for: Self.hanako.id, at: TestDateSource.start))
        #expect(
            await Self.within {
                try await directory.account(bearing: third.secret) != nil && directory.remembered >= 1
            })
        #expect(try await managing.remove(id: Self.hanako.id))
        // The store answers for the account at once; its token, remembered here, ends when the feed
        // tells of the removal (on a loaded machine, after the account's own lookup says nil).
        #expect(await Self.within { try await directory.account(id: Self.hanako.id) == nil }, "removed there")
        #expect(await Self.within { try await directory.account(bearing: third.secret) == nil }, "its token too")
    }

    /// Asks `condition` every 10 ms until it holds, for at most the tests' patience: what another
    /// process did reaches this one through its change feed, in real time.
    static func within(_ condition: @Sendable () async throws -> Bool) async -> Bool {
        let end = ContinuousClock.now + .seconds(FixtureServer.patience)
        while ContinuousClock.now < end {
            if (try? await condition()) == true { return true }
            do { try await Task.sleep(for: .milliseconds(10)) } catch { return false }
        }
        return false
    }
}
