import DaybookBcrypt
import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// What adding and removing accounts does to the data, on every database: the first account takes
/// what was kept before there were accounts (the household's todos, their counts and revision, the
/// command line's profile); no later one does; removing an account removes what it owns.
@Suite("Accounts and the data they own")
struct AccountDataOwnershipTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres

        static var allCases: [Kind] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        func make() async throws -> (
            accounts: any AccountRepository, todos: any TodoStore, profiles: any ProfileStore,
            cleanUp: @Sendable () -> Void
        ) {
            let hasher = BcryptCredentialHasher(cost: 4)
            switch self {
            case .sqlite:
                let folder = TemporaryDirectory()
                let database = try SQLiteDatabase(path: folder.path("data.sqlite"), logger: .quiet)
                return (
                    DefaultAccountRepository(store: SQLiteAccountStore(database: database), hasher: hasher),
                    SQLiteTodoStore(database: database), SQLiteProfileStore(database: database), folder.remove
                )
            case .postgres:
                let (database, stop) = try await PostgresFixture.open()
                return (
                    DefaultAccountRepository(store: PostgresAccountStore(database: database), hasher: hasher),
                    PostgresTodoStore(database: database), PostgresProfileStore(database: database), stop
                )
            }
        }
    }

    static func todo(_ number: Int, completed: Bool = false) -> TodoInsertion {
        TodoInsertion(
            record: TodoRecord(
                id: SequentialIdentifierSource.uuid(number).lowercasedText, title: "todo \(number)",
                completed: completed, position: 0, createdAt: Int64(number), updatedAt: Int64(number)),
            placeLast: true)
    }

    static func account(_ id: String, _ name: String) throws -> Account {
        Account(id: AccountID(id), name: try AccountName(name), createdAt: TestDateSource.start)
    }

    @Test(arguments: Kind.allCases)
    func theFirstAccountTakesWhatWasKeptAndARemovalTakesWhatItOwned(kind: Kind) async throws {
        let (accounts, household, profiles, cleanUp) = try await kind.make()
        defer { cleanUp() }
        _ = try await household.insert(contentsOf: [Self.todo(1), Self.todo(2, completed: true)])
        try await profiles.upsert(ProfileRecord(userID: "local", name: "Hanako", gender: "female", createdAt: 1))
        let before = try await household.revision()

        let hanako = try Self.account("11111111-1111-4111-8111-111111111111", "Hanako")
        try await accounts.add(hanako, password: try AccountPassword("her long password"))
        let hers = household.owned(by: DataOwner(account: hanako.id))
        #expect(try await hers.fetchAll().map(\.title) == ["todo 1", "todo 2"])
        let slice = try await hers.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 10)
        #expect(slice.total == 2 && slice.done == 1 && slice.revision > before, "counted, and the revision goes on")
        #expect(try await household.fetchAll().isEmpty)
        let emptied = try await household.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 10)
        #expect(emptied.total == 0 && emptied.revision > before, "the household's revision moves on too")
        #expect(try await profiles.fetch(userID: hanako.id.value)?.name == "Hanako", "the command line's profile")
        #expect(try await profiles.fetch(userID: "local") == nil)

        // The household's list is closed now: a write of it (one begun as the household before
        // the first account was added) is refused, as signed out, and nothing of it is kept.
        await #expect(throws: AppError.signedOut) { _ = try await household.insert(contentsOf: [Self.todo(3)]) }
        #expect(try await household.fetchAll().isEmpty)
        // A second account takes nothing.
        let taro = try Self.account("22222222-2222-4222-8222-222222222222", "Taro")
        try await accounts.add(taro, password: try AccountPassword("his long password"))
        let his = household.owned(by: DataOwner(account: taro.id))
        #expect(try await his.fetchAll().isEmpty)
        _ = try await his.insert(contentsOf: [Self.todo(4)])
        try await profiles.upsert(ProfileRecord(userID: taro.id.value, name: "Taro", gender: "male", createdAt: 2))

        // Removing Hanako removes her todos and profile, and nothing of anyone else's.
        let herRevision = try await hers.revision()
        #expect(try await accounts.remove(id: hanako.id))
        #expect(try await hers.fetchAll().isEmpty)
        let gone = try await hers.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 10)
        #expect(gone.total == 0 && gone.done == 0 && gone.revision > herRevision, "forward, never back")
        #expect(try await profiles.fetch(userID: hanako.id.value) == nil)
        #expect(try await his.fetchAll().map(\.title) == ["todo 4"])
        #expect(try await household.fetchAll().isEmpty)
        #expect(try await profiles.fetch(userID: taro.id.value)?.name == "Taro")
        #expect(try await accounts.hasAccounts())
        #expect(try await accounts.remove(id: taro.id))
        #expect(try await !accounts.hasAccounts())
    }
}
