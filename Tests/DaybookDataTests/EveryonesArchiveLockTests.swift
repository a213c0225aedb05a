import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import DaybookPostgres

/// An import of everyone's data on PostgreSQL locks every table a write touches, but never waits
/// for one while holding another: a writer that holds a todo's counts and then writes a todo (a
/// person's import does, in that order) finishes first, and neither is ended as a deadlock.
@Suite(
    "Everyone's import beside a writer, on PostgreSQL", .timeLimit(.minutes(5)),
    .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
struct EveryonesArchiveLockTests {
    @Test func aWriterHoldingTheCountsFinishesAndTheImportFollows() async throws {
        let source = try await ArchiveDatabase.Kind.sqlite.make()
        defer { source.cleanUp() }
        try await EveryonesArchiveTests.fill(source)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("everyone.json")
        _ = try await EveryonesArchiveTests.everyones(source).export(to: .file(path: path), progress: nil)

        let (database, url, stop) = try await PostgresFixture.openWithURL()
        defer { stop() }
        try await EveryonesArchiveTests.insert([80], for: .household, in: try await Self.stores(database))
        let components = try #require(URLComponents(string: url))
        let configuration = PostgresConnection.Configuration(
            host: components.host ?? "127.0.0.1", port: components.port ?? 5432, username: components.user ?? "",
            password: components.password, database: String(components.path.dropFirst()), tls: .disable)
        let writer = try await PostgresConnection.connect(
            configuration: configuration, id: 1, logger: Logger(label: "test"))
        let watcher = try await PostgresConnection.connect(
            configuration: configuration, id: 2, logger: Logger(label: "test"))
        try await writer.query("BEGIN", logger: Logger(label: "test"))
        try await writer.query(
            "SELECT total FROM todo_counts WHERE owner = '' FOR UPDATE", logger: Logger(label: "test"))

        let repository = DefaultArchiveRepository(
            store: PostgresArchiveStore(database: database), identity: url, dates: TestDateSource(), scope: .everyone)
        let importing = Task {
            try await repository.importArchive(from: .file(path: path), mode: .merge, progress: nil)
        }
        // The import waits for the counts' table, holding nothing (seen by the server as a backend
        // waiting for a lock), while the writer holds it.
        var waiting = false
        let end = ContinuousClock.now + .seconds(FixtureServer.patience)
        while !waiting && ContinuousClock.now < end {
            let rows = try await watcher.query(
                """
                SELECT COUNT(*) FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'LOCK TABLE%'
                """, logger: Logger(label: "test"))
            for try await count in rows.decode(Int.self) { waiting = count > 0 }
            if !waiting { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(waiting, "the import waits for the table the writer holds")
        let id = EveryonesArchiveTests.id(81)
        try await writer.query(
            """
            INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
            VALUES ('', \(id), 'written meanwhile', false, 9, 0, 0)
            """, logger: Logger(label: "test"))
        try await writer.query("COMMIT", logger: Logger(label: "test"))
        try await writer.close()
        try await watcher.close()

        let summary = try await importing.value
        #expect(summary.stored.accounts == 2)
        // The household's todos, the one written meanwhile among them, became the first account's.
        let hanako = DataOwner(account: AccountID(EveryonesArchiveTests.hanakoID))
        #expect(
            try await PostgresTodoStore(database: database).owned(by: hanako).fetch(id: id)?.title
                == "written meanwhile")
    }

    static func stores(_ database: PostgreSQLDatabase) async throws -> ArchiveDatabase {
        let archive = PostgresArchiveStore(database: database)
        return ArchiveDatabase(
            archive: archive, todos: PostgresTodoStore(database: database),
            profiles: PostgresProfileStore(database: database), accounts: PostgresAccountStore(database: database),
            repository: DefaultArchiveRepository(store: archive, identity: "x", dates: TestDateSource()),
            cleanUp: {})
    }
}
