import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookTestSupport
import Foundation
import Testing

/// Every change to who may sign in reaches every process's change feed as `.accounts`: an
/// account added or removed, a password changed, a token issued or revoked, whichever process
/// made it. What a process remembers of the accounts is read again from there.
@Suite("Account changes on the change feed")
struct AccountChangeFeedTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        static var allCases: [Kind] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        /// A feed on a fresh database, this process's accounts and another process's, on it.
        func make() async throws -> (
            feed: any ChangeFeed, mine: any AccountRepository, other: any AccountRepository,
            cleanUp: @Sendable () -> Void
        ) {
            let hasher = BcryptCredentialHasher(cost: 4)
            switch self {
            case .sqlite:
                let folder = TemporaryDirectory()
                let path = folder.path("accounts.sqlite")
                let database = try SQLiteDatabase(path: path, logger: .quiet)
                let other = try SQLiteDatabase(path: path, logger: .quiet)
                return (
                    database.changes,
                    DefaultAccountRepository(store: SQLiteAccountStore(database: database), hasher: hasher),
                    DefaultAccountRepository(store: SQLiteAccountStore(database: other), hasher: hasher), folder.remove
                )
            case .postgres:
                let (database, url, stop) = try await PostgresFixture.openWithURL()
                let (other, stopOther) = try await PostgresFixture.open(url: url)
                return (
                    database.changes,
                    DefaultAccountRepository(store: PostgresAccountStore(database: database), hasher: hasher),
                    DefaultAccountRepository(store: PostgresAccountStore(database: other), hasher: hasher),
                    {
                        stop()
                        stopOther()
                    }
                )
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func everyChangeToAnAccountIsAnnouncedWhicheverProcessMadeIt(kind: Kind) async throws {
        let (feed, mine, other, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let changes = feed.changes(to: .accounts)
        let hanako = Account(id: AccountID("a-1"), name: try AccountName("hanako"), createdAt: TestDateSource.start)
        try await other.add(hanako, password: try AccountPassword("first password"))
        #expect(await changes.next() == .accounts, "added by another process")
        _ = try #require(try await other.issueToken(for: hanako.id, at: TestDateSource.start))
        #expect(await changes.next() == .accounts, "a token issued")
        _ = try await other.revokeTokens(of: hanako.id)
        #expect(await changes.next() == .accounts, "tokens revoked")
        _ = try await other.changePassword(of: hanako.id, to: try AccountPassword("second password"))
        #expect(await changes.next() == .accounts, "a password changed")
        #expect(try await other.remove(id: hanako.id))
        #expect(await changes.next() == .accounts, "removed")
        try await mine.add(hanako, password: try AccountPassword("third password"))
        #expect(await changes.next() == .accounts, "added by this process")
    }
}
