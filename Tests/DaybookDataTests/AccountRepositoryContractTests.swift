import DaybookBcrypt
import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// Every `AccountStore` the contract suite runs against, under a `DefaultAccountRepository` with
/// bcrypt at its smallest cost (the hashing is the real one; only its number of rounds differs).
enum AccountRepositoryKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case sqlite
    case postgres

    static var allCases: [AccountRepositoryKind] {
        [.inMemory, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : [])
    }

    var testDescription: String { rawValue }

    static let hasher = BcryptCredentialHasher(cost: 4)

    /// A fresh repository; `another` is a second one on the same storage (another process's, for
    /// the databases); `cleanUp` removes what they left.
    func make() async throws -> (
        repository: any AccountRepository, another: any AccountRepository, store: any AccountStore,
        cleanUp: @Sendable () -> Void
    ) {
        switch self {
        case .inMemory:
            let store = InMemoryAccountStore()
            let repository = DefaultAccountRepository(store: store, hasher: Self.hasher)
            return (repository, repository, store, {})
        case .sqlite:
            let folder = TemporaryDirectory()
            let path = folder.path("accounts.sqlite")
            let store = SQLiteAccountStore(database: try SQLiteDatabase(path: path, logger: .quiet))
            let other = SQLiteAccountStore(database: try SQLiteDatabase(path: path, logger: .quiet))
            return (
                DefaultAccountRepository(store: store, hasher: Self.hasher),
                DefaultAccountRepository(store: other, hasher: Self.hasher), store, folder.remove
            )
        case .postgres:
            let (database, url, stop) = try await PostgresFixture.openWithURL()
            let (otherDatabase, stopOther) = try await PostgresFixture.open(url: url)
            let store = PostgresAccountStore(database: database)
            return (
                DefaultAccountRepository(store: store, hasher: Self.hasher),
                DefaultAccountRepository(store: PostgresAccountStore(database: otherDatabase), hasher: Self.hasher),
                store,
                {
                    stop()
                    stopOther()
                }
            )
        }
    }
}

/// What every account store must do: names unique whatever their case, passwords that only a
/// sign-in can test, tokens that name their account until revoked, and a password change or a
/// removal that ends what was issued before it.
@Suite("AccountRepository contract")
struct AccountRepositoryContractTests {
    static func account(_ name: String, id: String = UUID().lowercasedText, seconds: TimeInterval = 0) -> Account {
        Account(id: AccountID(id), name: try! AccountName(name), createdAt: TestDateSource.start + seconds)
    }

    static func password(_ text: String) -> AccountPassword { try! AccountPassword(text) }

    @Test(arguments: AccountRepositoryKind.allCases)
    func thereAreNoAccountsAtFirst(kind: AccountRepositoryKind) async throws {
        let (repository, _, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        #expect(try await repository.accounts().isEmpty)
        #expect(try await repository.account(named: try AccountName("hanako")) == nil)
        #expect(try await repository.signIn(nameKey: "hanako", password: "anything at all") == nil)
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func anAddedAccountReadsBackByNameInAnyCaseAndById(kind: AccountRepositoryKind) async throws {
        let (repository, another, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let hanako = Self.account("Hanako", seconds: 0.123)
        try await repository.add(hanako, password: Self.password("correct horse"))
        try await repository.add(Self.account("花子"), password: Self.password("わたしのパスワード"))
        try await repository.add(Self.account("akira"), password: Self.password("correct horse"))
        for name in ["Hanako", "hanako", "HANAKO"] {
            let found = try #require(try await another.account(named: try AccountName(name)))
            #expect(found.id == hanako.id)
            #expect(found.name.value == "Hanako", "the name as it was given")
            #expect(abs(found.createdAt.timeIntervalSince(hanako.createdAt)) < 0.001)
            #expect(found.sessionGeneration == 0)
        }
        #expect(try await another.account(id: hanako.id)?.name.value == "Hanako")
        #expect(try await repository.accounts().map(\.name.value) == ["akira", "Hanako", "花子"], "by name key")
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func aNameTakenInAnotherCaseOrFormIsRefusedAndNothingChanges(kind: AccountRepositoryKind) async throws {
        let (repository, another, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let first = Self.account("José")
        try await repository.add(first, password: Self.password("first password"))
        // "JOSE\u{301}": the same name with its accent as a combining mark, in capitals.
        for name in ["josé", "JOSE\u{301}"] {
            await #expect(throws: AppError.alreadyExists(.account)) {
                try await another.add(Self.account(name), password: Self.password("second password"))
            }
        }
        #expect(try await repository.accounts().map(\.id) == [first.id])
        #expect(
            try await repository.signIn(nameKey: AccountName.key(of: "jose\u{301}"), password: "first password")?.id
                == first.id)
        #expect(try await repository.signIn(nameKey: "josé", password: "second password") == nil)
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func twoProcessesAddingOneNameAtOnceMakeOneAccount(kind: AccountRepositoryKind) async throws {
        let (repository, another, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let outcomes = await withTaskGroup(of: AppError?.self) { group in
            for (index, target) in [repository, another, repository, another].enumerated() {
                group.addTask {
                    do {
                        try await target.add(Self.account("mika"), password: Self.password("password \(index)"))
                        return nil
                    } catch let error as AppError {
                        return error
                    } catch {
                        return .cancelled
                    }
                }
            }
            return await group.reduce(into: [AppError?]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 == nil }.count == 1)
        #expect(outcomes.compactMap { $0 }.allSatisfy { $0 == AppError.alreadyExists(.account) }, "\(outcomes)")
        #expect(try await repository.accounts().count == 1)
    }

    /// The first account made at a sign-in with the server's password: of several visitors at
    /// once (through two processes), one makes it; the others add nothing, not even another name.
    @Test(arguments: AccountRepositoryKind.allCases)
    func onlyOneFirstAccountIsMadeWhoeverTriesAtOnce(kind: AccountRepositoryKind) async throws {
        let (repository, another, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let made = await withTaskGroup(of: Bool.self) { group in
            for (index, target) in [repository, another, repository, another].enumerated() {
                group.addTask {
                    (try? await target.addFirst(
                        Self.account("person\(index)"), password: Self.password("password \(index)")))
                        ?? false
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(made.filter { $0 }.count == 1, "\(made)")
        #expect(try await repository.accounts().count == 1)
        #expect(try await another.addFirst(Self.account("late"), password: Self.password("late password")) == false)
        #expect(try await repository.accounts().count == 1)
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func onlyTheRightPasswordSignsInAndNoneIsStored(kind: AccountRepositoryKind) async throws {
        let (repository, another, store, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let hanako = Self.account("花子")
        try await repository.add(hanako, password: Self.password("ひみつのパスワード"))
        try await repository.add(Self.account("taro"), password: Self.password("taro's password"))
        #expect(try await another.signIn(nameKey: "花子", password: "ひみつのパスワード")?.id == hanako.id)
        #expect(try await another.signIn(nameKey: "花子", password: "ひみつのパスワー") == nil)
        #expect(try await another.signIn(nameKey: "花子", password: "taro's password") == nil, "another's password")
        #expect(try await another.signIn(nameKey: "花子", password: "") == nil)
        #expect(try await another.signIn(nameKey: "nobody", password: "ひみつのパスワード") == nil)
        let record = try #require(try await store.fetch(nameKey: "花子"))
        #expect(record.passwordHash.hasPrefix("$2b$"), "bcrypt")
        #expect(!record.passwordHash.contains("ひみつ"))
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func aTokenNamesItsAccountUntilRevokedAndOnlyItsDigestIsKept(kind: AccountRepositoryKind) async throws {
        let (repository, another, store, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let (hanako, taro) = (Self.account("hanako"), Self.account("taro"))
        try await repository.add(hanako, password: Self.password("hanako's password"))
        try await repository.add(taro, password: Self.password("taro's password"))
        let first = try #require(try await repository.issueToken(for: hanako.id, at: TestDateSource.start))
        let second = try #require(try await repository.issueToken(for: hanako.id, at: TestDateSource.start))
        let taros = try #require(try await repository.issueToken(for: taro.id, at: TestDateSource.start))
        #expect(first.secret != second.secret)
        #expect(first.secret.hasPrefix(APIToken.prefix) && first.secret.count == 47)
        #expect(!"\(first)".contains(first.secret), "its description hides the secret")
        #expect(try await another.account(bearing: first.secret)?.id == hanako.id)
        #expect(try await another.account(bearing: second.secret)?.id == hanako.id)
        #expect(try await another.account(bearing: taros.secret)?.id == taro.id)
        #expect(try await store.fetchAccount(tokenDigest: first.secret) == nil, "the secret is not what is kept")
        let oneCharacterOff = String(first.secret.dropLast()) + (first.secret.hasSuffix("A") ? "Q" : "A")
        for wrong in ["", first.secret + "x", oneCharacterOff, "Bearer " + first.secret] {
            #expect(try await another.account(bearing: wrong) == nil)
        }
        #expect(try await another.revokeTokens(of: hanako.id) == 2)
        #expect(try await repository.account(bearing: first.secret) == nil)
        #expect(try await repository.account(bearing: second.secret) == nil)
        #expect(try await repository.account(bearing: taros.secret)?.id == taro.id, "another's token stays")
        #expect(try await another.revokeTokens(of: hanako.id) == 0)
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func aPasswordChangeEndsEverythingIssuedBeforeIt(kind: AccountRepositoryKind) async throws {
        let (repository, another, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let hanako = Self.account("hanako")
        try await repository.add(hanako, password: Self.password("old password"))
        let token = try #require(try await repository.issueToken(for: hanako.id, at: TestDateSource.start))
        let changed = try #require(try await another.changePassword(of: hanako.id, to: Self.password("new password")))
        #expect(changed.sessionGeneration == 1)
        #expect(try await repository.account(id: hanako.id)?.sessionGeneration == 1, "seen by every process")
        #expect(try await repository.signIn(nameKey: "hanako", password: "old password") == nil)
        #expect(try await repository.signIn(nameKey: "hanako", password: "new password")?.sessionGeneration == 1)
        #expect(try await repository.account(bearing: token.secret) == nil, "its tokens revoked")
        #expect(try await another.changePassword(of: AccountID("nobody"), to: Self.password("new password")) == nil)
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func aRemovedAccountTakesItsTokensAndItsNameIsFreeForAnotherAccount(kind: AccountRepositoryKind) async throws {
        let (repository, another, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let (hanako, taro) = (Self.account("hanako"), Self.account("taro"))
        try await repository.add(hanako, password: Self.password("hanako's password"))
        try await repository.add(taro, password: Self.password("taro's password"))
        let token = try #require(try await repository.issueToken(for: hanako.id, at: TestDateSource.start))
        #expect(try await another.remove(id: hanako.id))
        #expect(try await another.remove(id: hanako.id) == false)
        #expect(try await repository.account(id: hanako.id) == nil)
        #expect(try await repository.account(bearing: token.secret) == nil)
        #expect(try await repository.signIn(nameKey: "hanako", password: "hanako's password") == nil)
        #expect(try await repository.issueToken(for: hanako.id, at: TestDateSource.start) == nil)
        #expect(try await repository.accounts().map(\.id) == [taro.id])
        // The name again is another account: nothing issued to the first one is the new one's.
        let again = Self.account("hanako")
        try await repository.add(again, password: Self.password("a new password"))
        #expect(try await repository.account(bearing: token.secret) == nil)
        #expect(try await repository.signIn(nameKey: "hanako", password: "a new password")?.id == again.id)
    }
}
