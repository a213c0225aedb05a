import DaybookComposition
import DaybookDomain
import DaybookPostgres
import DaybookTestSupport
import Foundation
import Testing

/// The change feed's promise across operating-system processes: a screen of this process that
/// observes the todos through the app's change feed (`AppContainer.changeFeed`, as the
/// terminal app does) hears of a todo `daybook todo add` adds as a process of its own, on a
/// SQLite file and on PostgreSQL. (The contract suite's "another process" is a second database
/// handle in one process; this is the real thing.)
@Suite("A write by another process, announced through the app's change feed", .timeLimit(.minutes(5)))
struct ChangesFromAnotherProcessTests {
    enum Engine: String, CaseIterable, CustomTestStringConvertible {
        case sqlite
        case postgres

        static var allCases: [Engine] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }
    }

    @Test(arguments: Engine.allCases)
    func aTodoAddedByADaybookCommandIsAnnounced(engine: Engine) async throws {
        var daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = daybook.home.appendingPathComponent("daybook.sqlite").path
        var configuration = DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical)
        switch engine {
        case .sqlite:
            daybook.environment["DAYBOOK_DATABASE"] = path
        case .postgres:
            let url = try await PostgresTestServer.freshDatabase()
            var location = try #require(PostgresLocation(url: url))
            location.operationTimeout = PostgresTestServer.operationTimeout
            configuration.postgres = .success(location)
            daybook.environment["DAYBOOK_DATABASE_URL"] = url
            daybook.environment["DAYBOOK_DATABASE_TIMEOUT"] =
                "\(PostgresTestServer.operationTimeout.components.seconds)"
        }
        let container = try AppContainer(configuration: configuration, logger: .quiet)
        // Its storage service runs, as it does for as long as the terminal app is open.
        let service = container.storageService.map { service in Task { await service() } }
        defer { service?.cancel() }
        try await container.prepareStorage()

        let changes = container.changeFeed.changes(to: .todos)
        if engine == .postgres {
            // The first connection announces once what it could not know; then it listens.
            #expect(await changes.next() == .todos)
        }
        let added = try await daybook.run("todo", "add", "Added by another process")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(await changes.next() == .todos, "the other process's todo was not announced")
        // And a read after the announcement finds it.
        let list = try await container.makeTodoController(for: .household).list(filter: .all, query: "")
        #expect(list.rows.map(\.title) == ["Added by another process"])
    }
}
