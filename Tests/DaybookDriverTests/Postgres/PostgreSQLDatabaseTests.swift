import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Logging
import PostgresNIO
import Synchronization
import Testing

@testable import DaybookPostgres
@testable import DaybookSQLite

/// What only a shared server has to get right: starting together, refusing what is not ours,
/// saying why a server refused, and several pools (processes) writing at once.
@Suite("PostgreSQL database", .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
struct PostgreSQLDatabaseTests {
    private func tables(in url: String) async throws -> Set<String> {
        try await PostgresTestServer.withConnection(to: url) { connection in
            var names: Set<String> = []
            for try await name in try await connection.query(
                "SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public'",
                logger: .init(label: "test")
            ).decode(String.self) {
                names.insert(name)
            }
            return names
        }
    }

    private func database(_ url: String) throws -> PostgreSQLDatabase {
        var location = try #require(PostgresLocation(url: url, poolSize: 2))
        location.operationTimeout = PostgresTestServer.operationTimeout
        return PostgreSQLDatabase(location: location, logger: .quiet)
    }

    @Test func processesStartingTogetherMigrateOnce() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                let database = try database(url)
                group.addTask { try await database.prepare() }
            }
            try await group.waitForAll()
        }
        let versions = try await PostgresTestServer.withConnection(to: url) { connection in
            var versions: [String] = []
            for try await version in try await connection.query(
                "SELECT version FROM daybook_migrations", logger: .init(label: "test")
            ).decode(String.self) {
                versions.append(version)
            }
            return versions
        }
        #expect(
            versions.sorted() == [
                "v1-schema", "v10-one-household-profile", "v11-todo-tail", "v2-sign-in-attempts", "v3-todo-revision",
                "v4-session-secret", "v5-profile-revision", "v6-todo-count-shards", "v7-accounts", "v8-todo-owner",
                "v9-household-closed",
            ])
        #expect(
            try await tables(in: url).isSuperset(of: [
                "todo", "todo_counts", "profile", "cache", "handoff", "sign_in_attempt", "session_secret",
                "profile_revision",
            ]))
    }

    /// A process that starts while another migrates waits for it, however long that takes: past
    /// its lock timeout (a second here). The lock's timeout used to go unseen (its rows were never
    /// read), and the process migrated beside the other: on a loaded machine, six processes
    /// starting together waited that long, and one failed on what another was making.
    @Test func aProcessWaitsForAnothersMigrationPastItsLockTimeout() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        var location = try #require(PostgresLocation(url: url, poolSize: 2))
        location.operationTimeout = .seconds(1)
        let logger = Logger(label: "test")
        // Another process's migration: the advisory lock, held until this test lets it go.
        let (held, release) = AsyncStream.makeStream(of: Void.self)
        let (taken, tookIt) = AsyncStream.makeStream(of: Void.self)
        let other = Task {
            try await PostgresTestServer.withConnection(to: url) { connection in
                // Read to its end: the rows' description comes before the statement has run.
                for try await _ in try await connection.query(
                    "SELECT pg_advisory_lock(\(PostgresMigrations.lockKey))", logger: logger)
                {}
                tookIt.yield()
                for await _ in held { break }
                try await connection.query("SELECT pg_advisory_unlock(\(PostgresMigrations.lockKey))", logger: logger)
            }
        }
        for await _ in taken { break }
        let ended = Ended()
        let starting = Task {
            defer { ended.value.withLock { $0 = true } }
            try await PostgreSQLDatabase(location: location, logger: .quiet).prepare()
        }
        // Once it waits for the lock (or has given up), it is kept waiting three times its lock
        // timeout.
        try await PostgresTestServer.withConnection(to: url) { connection in
            while !ended.value.withLock({ $0 }) {
                var waiting = 0
                for try await count in try await connection.query(
                    "SELECT COUNT(*)::bigint FROM pg_locks WHERE locktype = 'advisory' AND NOT granted", logger: logger
                ).decode(Int.self) {
                    waiting = count
                }
                if waiting > 0 { break }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        try await Task.sleep(for: .seconds(3))
        #expect(!ended.value.withLock { $0 }, "it waits for the other's migration, never migrates beside it")
        release.yield()
        try await other.value
        try await starting.value
        #expect(try await tables(in: url).contains("todo"), "it migrated once the other let go")
    }

    private final class Ended: Sendable {
        let value = Mutex(false)
    }

    /// Schema v10: one profile per person, as SQLite's v15 (see SQLiteDatabaseTests): the latest
    /// registration of the household's is `local`, the others are kept in `retired_profile`.
    @Test func theHouseholdKeepsOneProfileTheLatestAndNothingIsDeleted() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        try await database(url).prepare()
        let logger = Logger(label: "test")
        // The database as v9 left it: v10 undone, profiles per browser beside the command line's.
        _ = try await PostgresTestServer.withConnection(to: url) { connection in
            for statement in [
                "DROP TABLE retired_profile",
                "DELETE FROM daybook_migrations WHERE version = 'v10-one-household-profile'",
                """
                INSERT INTO profile VALUES ('local', 'Cli', 'male', 100), ('visitor-a', '花子', 'female', 300),
                ('visitor-b', 'Web', 'unspecified', 200)
                """,
            ] {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }
        try await database(url).prepare()
        let (kept, retired) = try await PostgresTestServer.withConnection(to: url) { connection in
            var kept: [String] = []
            for try await (user, name) in try await connection.query(
                "SELECT user_id, name FROM profile ORDER BY user_id", logger: logger
            ).decode((String, String).self) {
                kept.append("\(user) \(name)")
            }
            var retired: [String] = []
            for try await (user, name) in try await connection.query(
                "SELECT user_id, name FROM retired_profile ORDER BY user_id", logger: logger
            ).decode((String, String).self) {
                retired.append("\(user) \(name)")
            }
            return (kept, retired)
        }
        #expect(kept == ["local 花子"], "the latest registration, the one everyone sees now")
        #expect(retired == ["local Cli", "visitor-b Web"])
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUnchanged() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        _ = try await PostgresTestServer.withConnection(to: url) { connection in
            try await connection.query("CREATE TABLE invoices (id INTEGER PRIMARY KEY)", logger: .init(label: "test"))
        }
        await #expect(throws: AppError.storage(.foreignSchema)) { try await database(url).prepare() }
        #expect(try await tables(in: url) == ["invoices"])
    }

    @Test func aNewerDaybooksSchemaIsRefused() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        try await database(url).prepare()
        _ = try await PostgresTestServer.withConnection(to: url) { connection in
            try await connection.query(
                "INSERT INTO daybook_migrations (version) VALUES ('v99-from-the-future')", logger: .init(label: "test"))
        }
        await #expect(throws: AppError.storage(.newerVersion)) { try await database(url).prepare() }
    }

    @Test func aRefusalSaysWhichServerAndWhyButNotThePassword() async throws {
        let url = try #require(PostgresTestServer.url)
        var good = try #require(PostgresLocation(url: url))
        good.operationTimeout = PostgresTestServer.operationTimeout
        let server = good.server

        var wrongPassword = good
        wrongPassword.password = "not-the-password"
        await #expect(throws: AppError.storage(.signInRefused(server: server))) {
            try await PostgreSQLDatabase(location: wrongPassword, logger: .quiet).prepare()
        }
        var noSuchDatabase = good
        noSuchDatabase.database = "daybook_no_such_database"
        await #expect(throws: AppError.storage(.unknownDatabase(server: server))) {
            try await PostgreSQLDatabase(location: noSuchDatabase, logger: .quiet).prepare()
        }
        // A port nothing listens on, held so that no server another test starts is given it.
        let closed = try HeldPort()
        var nobodyThere = good
        nobodyThere.port = closed.port
        await #expect(throws: AppError.storage(.unreachable(server: nobodyThere.server))) {
            try await PostgreSQLDatabase(location: nobodyThere, logger: .quiet).prepare()
        }
        withExtendedLifetime(closed) {}
        #expect(!"\(good)".contains(try #require(good.password)))
        #expect(!String(reflecting: good).contains(try #require(good.password)))
    }

    @Test func aWriteHeldUpByAnotherTransactionFailsAsBusyAndIsNotCommittedLater() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        var location = try #require(PostgresLocation(url: url, poolSize: 2))
        location.operationTimeout = .seconds(3)
        let database = PostgreSQLDatabase(location: location, logger: .quiet)
        let pool = Task { await database.run() }
        defer { pool.cancel() }
        // Readying the database and opening a connection are not what this test is about: on a
        // loaded machine either can take longer than the bound, so each is tried until it works.
        try await Self.untilReachable { try await database.prepare() }
        let store = PostgresTodoStore(database: database)
        let record = TodoRecord(
            id: "00000000-0000-4000-8000-000000000001", title: "waits", completed: false, position: 0, createdAt: 0,
            updatedAt: 0)
        // A connection open and idle in the pool first: on a loaded machine, opening one can take
        // longer than the bound, which is "unreachable", not the lock wait this test is about.
        try await Self.untilReachable {
            let nothing = try await store.fetch(id: record.id)
            #expect(nothing == nil)
        }
        // Another process holds every counts row (a long import does) for longer than the bound.
        try await PostgresTestServer.withConnection(to: url) { other in
            let logger = Logger(label: "test")
            try await other.query("BEGIN", logger: logger)
            try await other.query("SELECT total FROM todo_counts FOR UPDATE", logger: logger)
            await #expect(throws: AppError.storage(.busy)) { _ = try await store.insert(record, placeLast: true) }
            try await other.query("COMMIT", logger: logger)
        }
        // Refused means not written: nothing commits after the caller was told it failed.
        try await Task.sleep(for: .milliseconds(200))
        #expect(try await store.fetch(id: record.id) == nil)
    }

    /// Runs `body` until it does not fail as unreachable, at most ten times.
    static func untilReachable(_ body: () async throws -> Void) async throws {
        for attempt in 1... {
            do {
                return try await body()
            } catch AppError.storage(.unreachable) where attempt < 10 {
                continue
            }
        }
    }

    /// Two pools (processes) adding at once, then again: no count is lost, and every todo of the
    /// second round comes after every todo of the first (two of one round may share a position).
    @Test func twoPoolsAddingAtOnceLoseNoCountAndPlaceEachAfterWhatWasThere() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let (first, second) = (try database(url), try database(url))
        let pools = [Task { await first.run() }, Task { await second.run() }]
        defer { for pool in pools { pool.cancel() } }
        try await first.prepare()
        let stores = [PostgresTodoStore(database: first), PostgresTodoStore(database: second)]
        var rounds: [[TodoRecord]] = []
        for round in 0..<2 {
            rounds.append(
                try await withThrowingTaskGroup(of: TodoRecord.self) { group in
                    for number in 0..<100 {
                        let store = stores[number % 2]
                        group.addTask {
                            let record = TodoRecord(
                                id: UUID().uuidString.lowercased(), title: "round \(round) todo \(number)",
                                completed: number % 3 == 0, position: 0, createdAt: Int64(round), updatedAt: 0)
                            return try await store.insert(record, placeLast: true)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                })
        }
        let all = try await stores[1].fetchAll()
        #expect(all.count == 200)
        #expect(Set(all.map(\.id)) == Set((rounds[0] + rounds[1]).map(\.id)))
        // What each insert answered is what was stored.
        let stored = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0.position) })
        #expect((rounds[0] + rounds[1]).allSatisfy { stored[$0.id] == $0.position })
        #expect(rounds[0].map(\.position).max()! < rounds[1].map(\.position).min()!)
        let slice = try await stores[0].fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(slice.total == 200)
        #expect(slice.done == all.filter(\.completed).count)
        // The revision moved once per write, wherever it was counted.
        #expect(try await stores[0].revision() == 200)
    }

    /// A server is answered at the commit, and its pool, told to stop, still tells the other
    /// processes (`NOTIFY`) of every write it answered before it stops.
    @Test(.timeLimit(.minutes(3)))
    func aServerTellsTheOthersOfWhatItAnsweredBeforeItsPoolStops() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        var location = try #require(PostgresLocation(url: url, poolSize: 2))
        location.operationTimeout = PostgresTestServer.operationTimeout
        let server = PostgreSQLDatabase(location: location, logger: .quiet, announcing: .afterAnswering)
        let pool = Task { await server.run() }
        try await server.prepare()
        let payloads = try await PostgresTestServer.withConnection(to: url) { listener in
            // The channel every Daybook process listens on (another process's view of it).
            try await listener.listen(on: "daybook_changes") { notifications in
                let record = TodoRecord(
                    id: UUID().uuidString.lowercased(), title: "added as the server stops", completed: false,
                    position: 0, createdAt: 0, updatedAt: 0)
                _ = try await PostgresTodoStore(database: server).insert(record, placeLast: true)
                pool.cancel()
                await pool.value
                // A notification committed before this query is delivered before its answer; one
                // never sent leaves the wait below to the time limit.
                _ = try await listener.query("SELECT 1", logger: Logger(label: "test")).collect()
                var delivered = notifications.makeAsyncIterator()
                return [try await delivered.next()?.payload]
            }
        }
        #expect(payloads == [ChangeTopic.todos.rawValue])
    }
}

/// Both handoff stores: what one request leaves is taken once, by whichever asks first, and
/// not after it expired.
@Suite("Handoff stores")
struct HandoffStoreTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        static var allCases: [Kind] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        func make() async throws -> (any HandoffStore, @Sendable () -> Void) {
            switch self {
            case .sqlite:
                let folder = TemporaryDirectory()
                return (
                    SQLiteHandoffStore(database: try SQLiteDatabase(path: folder.path("db.sqlite"), logger: .quiet)),
                    folder.remove
                )
            case .postgres:
                let (database, stop) = try await PostgresFixture.open()
                return (PostgresHandoffStore(database: database), stop)
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func aHandoffIsTakenOnce(kind: Kind) async throws {
        let (store, cleanUp) = try await kind.make()
        defer { cleanUp() }
        try await store.put(Data("saved".utf8), for: "flash:a", expiresAt: 2_000, now: 1_000)
        #expect(try await store.take(for: "flash:b", now: 1_500) == nil)
        #expect(try await store.take(for: "flash:a", now: 1_500) == Data("saved".utf8))
        #expect(try await store.take(for: "flash:a", now: 1_500) == nil)
    }

    @Test(arguments: Kind.allCases)
    func anExpiredHandoffIsNeitherTakenNorKept(kind: Kind) async throws {
        let (store, cleanUp) = try await kind.make()
        defer { cleanUp() }
        try await store.put(Data("late".utf8), for: "flash:a", expiresAt: 2_000, now: 1_000)
        #expect(try await store.take(for: "flash:a", now: 2_001) == nil)
        try await store.put(Data("old".utf8), for: "flash:b", expiresAt: 2_000, now: 1_000)
        // The next put sweeps what expired before it.
        try await store.put(Data("new".utf8), for: "flash:c", expiresAt: 9_000, now: 3_000)
        #expect(try await store.take(for: "flash:b", now: 1_500) == nil, "swept though asked as if early")
        #expect(try await store.take(for: "flash:c", now: 3_000) == Data("new".utf8))
    }
}

/// Without a test server the PostgreSQL cases above do not run: say so, and fail where they
/// must run (CI sets `DAYBOOK_REQUIRE_POSTGRES=1`).
@Suite("PostgreSQL availability")
struct PostgresAvailabilityTests {
    @Test(.enabled(if: PostgresTestServer.isRequired, "DAYBOOK_REQUIRE_POSTGRES is not set"))
    func theRequiredServerIsThere() {
        #expect(
            PostgresTestServer.isAvailable,
            "DAYBOOK_REQUIRE_POSTGRES=1 but DAYBOOK_TEST_POSTGRES_URL is not set: the PostgreSQL cases were skipped")
    }

    @Test(.disabled(if: PostgresTestServer.isAvailable, "a test server is set: the PostgreSQL cases run"))
    func postgresCasesAreSkipped() {
        // Reached only without DAYBOOK_TEST_POSTGRES_URL; shown in the report as a reminder.
        print("PostgreSQL cases skipped: set DAYBOOK_TEST_POSTGRES_URL (Tests/Postgres/cluster.sh starts a server)")
    }
}
