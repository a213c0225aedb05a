import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import GRDB
import Testing

/// Every `ProfileRepository` implementation the contract suite runs against.
enum ProfileRepositoryKind: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case sqlite
    case postgres

    static var allCases: [ProfileRepositoryKind] {
        [.inMemory, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : [])
    }

    var testDescription: String { rawValue }

    /// A fresh, empty repository over its store; `cleanUp` removes whatever it left on disk.
    func make() async throws -> (
        repository: any ProfileRepository, store: any ProfileStore, cleanUp: @Sendable () -> Void
    ) {
        switch self {
        case .inMemory:
            let store = InMemoryProfileStore()
            return (DefaultProfileRepository(store: store), store, {})
        case .sqlite:
            let folder = TemporaryDirectory()
            let store = SQLiteProfileStore(
                database: try SQLiteDatabase(path: folder.path("profiles.sqlite"), logger: .quiet))
            return (DefaultProfileRepository(store: store), store, folder.remove)
        case .postgres:
            let (database, stop) = try await PostgresFixture.open()
            let store = PostgresProfileStore(database: database)
            return (DefaultProfileRepository(store: store), store, stop)
        }
    }
}

/// The behaviour every `ProfileRepository` must have, once per implementation.
@Suite("ProfileRepository contract")
struct ProfileRepositoryContractTests {
    static func profile(_ name: String, _ gender: Gender, seconds: TimeInterval = 0) -> UserProfile {
        UserProfile(name: try! ProfileName(name), gender: gender, createdAt: TestDateSource.start + seconds)
    }

    @Test(arguments: ProfileRepositoryKind.allCases)
    func nobodyHasRegisteredAtFirst(kind: ProfileRepositoryKind) async throws {
        let (repository, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        #expect(try await repository.profile(for: .local) == nil)
    }

    @Test(arguments: ProfileRepositoryKind.allCases, Gender.allCases)
    func aSavedProfileReadsBackExactly(kind: ProfileRepositoryKind, gender: Gender) async throws {
        let (repository, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let saved = Self.profile("👨‍👩‍👧‍👦花子", gender, seconds: 0.123)
        try await repository.save(saved, for: .local)
        let read = try #require(try await repository.profile(for: .local))
        #expect(read.name == saved.name)
        #expect(read.gender == gender)
        #expect(abs(read.createdAt.timeIntervalSince(saved.createdAt)) < 0.001, "kept to the millisecond")
    }

    @Test(arguments: ProfileRepositoryKind.allCases)
    func eachUserHasTheirOwnProfile(kind: ProfileRepositoryKind) async throws {
        let (repository, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let hanako = Self.profile("花子", .female)
        let taro = Self.profile("太郎", .male)
        try await repository.save(hanako, for: UserID("a"))
        try await repository.save(taro, for: UserID("b"))
        #expect(try await repository.profile(for: UserID("a")) == hanako)
        #expect(try await repository.profile(for: UserID("b")) == taro)
        #expect(try await repository.profile(for: .local) == nil)
    }

    @Test(arguments: ProfileRepositoryKind.allCases)
    func savingAgainReplacesTheProfile(kind: ProfileRepositoryKind) async throws {
        let (repository, _, cleanUp) = try await kind.make()
        defer { cleanUp() }
        try await repository.save(Self.profile("花子", .female), for: .local)
        let replacement = Self.profile("Hanako", .unspecified, seconds: 60)
        try await repository.save(replacement, for: .local)
        #expect(try await repository.profile(for: .local) == replacement)
    }

    @Test(arguments: ProfileRepositoryKind.allCases)
    func aDamagedRecordIsReportedNotShown(kind: ProfileRepositoryKind) async throws {
        let (repository, store, cleanUp) = try await kind.make()
        defer { cleanUp() }
        for damaged in [
            ProfileRecord(userID: "local", name: "花子", gender: "robot", createdAt: 0),
            ProfileRecord(userID: "local", name: "A", gender: "female", createdAt: 0),
        ] {
            try await store.upsert(damaged)
            await #expect(throws: AppError.storage(.corruptRecord)) { try await repository.profile(for: .local) }
        }
    }
}

@Suite("SQLite profile store")
struct SQLiteProfileStoreTests {
    @Test func aProfileOutlivesTheProcessThatSavedIt() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let saved = ProfileRepositoryContractTests.profile("花子", .female)
        try await DefaultProfileRepository(
            store: SQLiteProfileStore(database: SQLiteDatabase(path: folder.path("p"), logger: .quiet))
        )
        .save(saved, for: .local)
        let reopened = DefaultProfileRepository(
            store: SQLiteProfileStore(database: try SQLiteDatabase(path: folder.path("p"), logger: .quiet)))
        #expect(try await reopened.profile(for: .local) == saved)
    }

    @Test func aSaveTheDatabaseRefusesLeavesTheEarlierProfile() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("p.sqlite")
        let repository = DefaultProfileRepository(
            store: SQLiteProfileStore(database: try SQLiteDatabase(path: path, logger: .quiet)))
        let earlier = ProfileRepositoryContractTests.profile("花子", .female)
        try await repository.save(earlier, for: .local)
        // The database now refuses every change to the row, as a full disk or a constraint would.
        try await DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: "CREATE TRIGGER refuse BEFORE UPDATE ON profile BEGIN SELECT RAISE(ABORT, 'refused'); END")
        }
        await #expect(throws: AppError.storage(.failed)) {
            try await repository.save(ProfileRepositoryContractTests.profile("太郎", .male, seconds: 5), for: .local)
        }
        #expect(try await repository.profile(for: .local) == earlier)
    }
}
