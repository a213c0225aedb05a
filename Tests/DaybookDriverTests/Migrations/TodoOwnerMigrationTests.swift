import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import GRDB
import Logging
import PostgresNIO
import Testing

@testable import DaybookPostgres
@testable import DaybookSQLite

/// A database from before todos had owners (SQLite v13, PostgreSQL v7) keeps every todo, its
/// counts and its revision: the household's, or, when accounts were added before, the first
/// account's (by when it was added), with the command line's profile; no one else sees them.
@Suite("Todos stored before owners become the household's")
struct TodoOwnerMigrationTests {
    private static let taro = DataOwner(account: AccountID("22222222-2222-4222-8222-222222222222"))

    /// Accounts added before todos had owners (v13, v7): the first of them, by when it was added.
    private static let accounts = [
        ("33333333-3333-4333-8333-333333333333", "taro", 2_000),
        ("11111111-1111-4111-8111-111111111111", "hanako", 1_000),
    ]
    private static let hanako = DataOwner(account: AccountID("11111111-1111-4111-8111-111111111111"))

    @Test(arguments: [false, true])
    func sqlite(withAccounts: Bool) async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        let old = try DatabaseQueue(path: path)
        try DaybookMigrations.migrator.migrate(old, upTo: "v13-accounts")
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000001', 'a', 1, 1, 0, 0);
                    INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000002', 'b', 0, 2, 0, 0);
                    UPDATE todo_counts SET total = 2, done = 1, revision = 41 WHERE id = 1;
                    INSERT INTO profile VALUES ('local', 'Hanako', 'female', 0);
                    """)
            for (id, name, created) in withAccounts ? Self.accounts : [] {
                try db.execute(
                    sql: "INSERT INTO account VALUES (?, ?, ?, 'hash', ?, 0)", arguments: [id, name, name, created])
            }
        }
        try old.close()
        let database = try SQLiteDatabase(path: path, logger: .quiet)
        try await expectKept(
            SQLiteTodoStore(database: database), SQLiteProfileStore(database: database), revision: 41,
            withAccounts: withAccounts)
    }

    @Test(
        .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"), arguments: [false, true])
    func postgres(withAccounts: Bool) async throws {
        let url = try await PostgresTestServer.freshDatabase()
        try await PostgresTestServer.withConnection(to: url) { connection in
            let logger = Logger(label: "test")
            _ = try await connection.query(
                "CREATE TABLE daybook_migrations (version TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
                logger: logger)
            for migration in PostgresMigrations.all.prefix(while: { $0.version != "v8-todo-owner" }) {
                for statement in migration.statements {
                    _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                _ = try await connection.query(
                    "INSERT INTO daybook_migrations (version) VALUES (\(migration.version))", logger: logger)
            }
            let rows =
                [
                    "INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000001', 'a', TRUE, 1, 0, 0)",
                    "INSERT INTO todo VALUES ('00000000-0000-0000-0000-000000000002', 'b', FALSE, 2, 0, 0)",
                    "UPDATE todo_counts SET total = 2, done = 1, revision = 40 WHERE id = 1",
                    "UPDATE todo_counts SET revision = 1 WHERE id = 7",
                    "INSERT INTO profile VALUES ('local', 'Hanako', 'female', 0)",
                ]
                + (withAccounts ? Self.accounts : []).map { id, name, created in
                    "INSERT INTO account VALUES ('\(id)', '\(name)', '\(name)', 'hash', \(created), 0)"
                }
            for statement in rows {
                _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
        }
        let (database, stop) = try await PostgresFixture.open(url: url)
        defer { stop() }
        try await expectKept(
            PostgresTodoStore(database: database), PostgresProfileStore(database: database), revision: 41,
            withAccounts: withAccounts)
    }

    /// Without accounts, the household keeps everything, its revision where it was; with them,
    /// the first account has it all, its revision moved on from the household's, and the
    /// household and the other account nothing (the household's revision moved on too).
    private func expectKept(
        _ household: any TodoStore, _ profiles: any ProfileStore, revision: Int64, withAccounts: Bool
    ) async throws {
        guard withAccounts else {
            #expect(try await profiles.fetch(userID: "local")?.name == "Hanako")
            try await expectListKept(household, revision: { $0 == revision })
            return
        }
        let taro = household.owned(by: DataOwner(account: AccountID(Self.accounts[0].0)))
        #expect(try await household.fetchAll().isEmpty)
        #expect(try await taro.fetchAll().isEmpty, "the second account takes nothing")
        let emptied = try await household.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1)
        #expect(emptied.total == 0 && emptied.done == 0 && emptied.revision > revision)
        #expect(try await profiles.fetch(userID: Self.hanako.key)?.name == "Hanako")
        #expect(try await profiles.fetch(userID: "local") == nil)
        try await expectListKept(household.owned(by: Self.hanako), revision: { $0 > revision })
    }

    private func expectListKept(_ store: any TodoStore, revision expected: (Int64) -> Bool) async throws {
        let slice = try await store.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 10)
        #expect(slice.records.map(\.title) == ["a", "b"])
        #expect(slice.total == 2 && slice.done == 1 && expected(slice.revision))
        let revision = try await store.revision()
        #expect(revision == slice.revision)
        let his = store.owned(by: Self.taro)
        #expect(try await his.fetchAll().isEmpty)
        #expect(try await his.fetch(id: "00000000-0000-0000-0000-000000000001") == nil)
        // The list goes on from where it was.
        let added = try await store.insert(
            TodoRecord(
                id: "00000000-0000-0000-0000-000000000003", title: "c", completed: false, position: 0,
                createdAt: 0, updatedAt: 0), placeLast: true)
        #expect(added.position == 3)
        #expect(try await store.revision() > revision)
    }
}
