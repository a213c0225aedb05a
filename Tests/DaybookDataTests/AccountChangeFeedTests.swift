import DaybookBcrypt
import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import GRDB
import PostgresNIO
import Testing

/// Every change to who may sign in moves the accounts' counter and reaches every process's change
/// feed as `.accounts`: an account added or removed, a password changed, a token issued or
/// revoked, whichever process made it. What a process remembers of the accounts is read again
/// from there.
@Suite("Account changes on the change feed")
struct AccountChangeFeedTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        static var allCases: [Kind] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }
    }

    /// A feed on a fresh database, ready (its listener up); this process's accounts and another
    /// process's on it; and the accounts' counter, read on a connection of the test's own.
    struct Engine {
        let feed: any ChangeFeed
        let mine: any AccountRepository
        let other: any AccountRepository
        let counter: @Sendable () async throws -> Int64
        let cleanUp: @Sendable () -> Void
    }

    static func make(_ kind: Kind) async throws -> Engine {
        let hasher = BcryptCredentialHasher(cost: 4)
        switch kind {
        case .sqlite:
            let folder = TemporaryDirectory()
            let path = folder.path("accounts.sqlite")
            let database = try SQLiteDatabase(path: path, logger: .quiet)
            let other = try SQLiteDatabase(path: path, logger: .quiet)
            return Engine(
                feed: database.changes,
                mine: DefaultAccountRepository(store: SQLiteAccountStore(database: database), hasher: hasher),
                other: DefaultAccountRepository(store: SQLiteAccountStore(database: other), hasher: hasher),
                counter: {
                    let queue = try DatabaseQueue(path: path)
                    defer { try? queue.close() }
                    return try await queue.read { db in
                        try Int64.fetchOne(db, sql: "SELECT revision FROM account_revision") ?? -1
                    }
                },
                cleanUp: folder.remove)
        case .postgres:
            let (database, url, stop) = try await PostgresFixture.openWithURL(poolSize: 2)
            let (other, stopOther) = try await PostgresFixture.open(url: url, poolSize: 2)
            return Engine(
                feed: database.changes,
                mine: DefaultAccountRepository(store: PostgresAccountStore(database: database), hasher: hasher),
                other: DefaultAccountRepository(store: PostgresAccountStore(database: other), hasher: hasher),
                counter: {
                    try await PostgresTestServer.withConnection(to: url) { connection in
                        var revision: Int64 = -1
                        for try await value in try await connection.query(
                            "SELECT revision FROM account_revision", logger: Logger(label: "test")
                        ).decode(Int64.self) {
                            revision = value
                        }
                        return revision
                    }
                },
                cleanUp: {
                    stop()
                    stopOther()
                })
        }
    }

    @Test(arguments: Kind.allCases)
    func everyChangeToAnAccountIsCountedAndAnnouncedWhicheverProcessMadeIt(kind: Kind) async throws {
        let engine = try await Self.make(kind)
        defer { engine.cleanUp() }
        // Takes what a feed announces when it starts (it cannot know what changed before), and
        // keeps it listening.
        let keeper = engine.feed.changes(to: .accounts)
        defer { withExtendedLifetime(keeper) {} }
        let hanako = Account(id: AccountID("a-1"), name: try AccountName("hanako"), createdAt: TestDateSource.start)
        let steps: [(String, @Sendable () async throws -> Void)] = [
            (
                "added by another process",
                { try await engine.other.add(hanako, password: try AccountPassword("first password")) }
            ),
            ("a token issued", { _ = try await engine.other.issueToken(for: hanako.id, at: TestDateSource.start) }),
            ("tokens revoked", { _ = try await engine.other.revokeTokens(of: hanako.id) }),
            (
                "a password changed",
                { _ = try await engine.other.changePassword(of: hanako.id, to: try AccountPassword("second password")) }
            ),
            ("removed", { _ = try await engine.other.remove(id: hanako.id) }),
            (
                "added by this process",
                { try await engine.mine.add(hanako, password: try AccountPassword("third password")) }
            ),
        ]
        for (step, change) in steps {
            let before = try await engine.counter()
            let announcements = engine.feed.changes(to: .accounts)
            try await change()
            #expect(try await engine.counter() > before, "\(step): counted")
            #expect(await announcements.next() == .accounts, "\(step): announced")
        }
    }
}
