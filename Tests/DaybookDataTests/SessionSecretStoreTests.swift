import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// The secret that signs sign-in cookies: one per database, kept by whichever process stored it
/// first, the same for every process on that database, and another database's is its own.
@Suite("The session secret, per database")
struct SessionSecretStoreTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        static var allCases: [Kind] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        /// Four stores, as four processes would have: two on one database, two on another.
        func make() async throws -> ([any SessionSecretStore], @Sendable () -> Void) {
            switch self {
            case .sqlite:
                let folder = TemporaryDirectory()
                let (one, other) = (folder.path("one.sqlite"), folder.path("other.sqlite"))
                let stores = try [one, one, other, other].map {
                    SQLiteSessionSecretStore(database: try SQLiteDatabase(path: $0, logger: .quiet))
                }
                return (stores, folder.remove)
            case .postgres:
                let (one, stopOne) = try await PostgresFixture.open()
                let (other, stopOther) = try await PostgresFixture.open()
                let (oneAgain, otherAgain) = (
                    PostgreSQLDatabase(location: one.location, logger: .quiet),
                    PostgreSQLDatabase(location: other.location, logger: .quiet)
                )
                let pools = [oneAgain, otherAgain].map { database in Task { await database.run() } }
                return (
                    [one, oneAgain, other, otherAgain].map { PostgresSessionSecretStore(database: $0) },
                    {
                        stopOne()
                        stopOther()
                        for pool in pools { pool.cancel() }
                    }
                )
            }
        }
    }

    static func candidate(_ byte: UInt8) -> [UInt8] { [UInt8](repeating: byte, count: 32) }

    @Test(arguments: Kind.allCases)
    func theFirstSecretStoredIsKept(kind: Kind) async throws {
        let (stores, cleanUp) = try await kind.make()
        defer { cleanUp() }
        #expect(try await stores[0].secret(keepingIfNone: Self.candidate(1)) == Self.candidate(1))
        #expect(try await stores[0].secret(keepingIfNone: Self.candidate(2)) == Self.candidate(1), "kept")
        #expect(try await stores[1].secret(keepingIfNone: Self.candidate(3)) == Self.candidate(1), "shared")
        #expect(try await stores[2].secret(keepingIfNone: Self.candidate(4)) == Self.candidate(4), "another database's")
        #expect(try await stores[3].secret(keepingIfNone: Self.candidate(5)) == Self.candidate(4))
    }

    @Test(arguments: Kind.allCases)
    func processesAskingAtOnceAllGetTheOneSecretStored(kind: Kind) async throws {
        let (stores, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let secrets = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for asking in 0..<20 {
                group.addTask { try await stores[asking % 2].secret(keepingIfNone: Self.candidate(UInt8(asking))) }
            }
            return try await group.reduce(into: Set<[UInt8]>()) { $0.insert($1) }
        }
        #expect(secrets.count == 1)
        #expect(try await stores[0].secret(keepingIfNone: Self.candidate(99)) == secrets.first)
    }
}

@Suite("A backup of the SQLite file and the session secret")
struct SessionSecretBackupTests {
    /// The backup is for the data: a copy of it must not let a stolen cookie be checked against
    /// password guesses, and only the user may read it.
    @Test func aBackupLeavesTheSecretOutAndIsTheUsersAlone() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("live.sqlite"), logger: .quiet)
        let secret = [UInt8](repeating: 9, count: 32)
        #expect(try await SQLiteSessionSecretStore(database: database).secret(keepingIfNone: secret) == secret)
        let copy = folder.path("backup.sqlite")
        _ = try await SQLiteArchiveStore(database: database).backup(to: copy)
        var status = stat()
        #expect(stat(copy, &status) == 0 && status.st_mode & 0o777 == 0o600)
        let restored = SQLiteSessionSecretStore(database: try SQLiteDatabase(path: copy, logger: .quiet))
        #expect(try await restored.secret(keepingIfNone: [UInt8](repeating: 1, count: 32)) != secret)
        #expect(try await SQLiteSessionSecretStore(database: database).secret(keepingIfNone: []) == secret, "kept live")
    }
}
