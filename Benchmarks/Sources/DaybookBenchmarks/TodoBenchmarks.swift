import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation
import GRDB

/// Fills a database with todos through the import path, for the list and HTTP benchmarks.
struct SeedTodos: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: "Store COUNT todos in the database at PATH (created if missing).")

    @Option(help: "The SQLite file.") var database: String
    @Option(help: "How many todos to add.") var count: Int

    func run() async throws {
        let controller = try AppContainer.benchmark(database: database).makeTodoController(for: .household)
        let clock = ContinuousClock()
        let elapsed = try await clock.measure {
            _ = try await controller.importLines(sampleTitles(count))
        }
        try report("seed", ["count": count, "seconds": TimeUnit.seconds.value(of: elapsed)])
    }
}

/// The whole list through controller, use case, repository, store and presenter, or the same
/// SQL through GRDB alone into plain structs.
struct ListTodos: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Time listing every todo, through Daybook's layers or GRDB alone.")

    enum Path: String, ExpressibleByArgument, CaseIterable {
        case layers
        case grdb
    }

    @Option(help: "A database filled by `seed`.") var database: String
    @Option(help: "layers: TodoController.list(); grdb: the store's SQL run directly.") var via: Path
    @Option(help: "Measured runs.") var iterations = 40

    /// What GRDB alone gives: the row as plain values, nothing checked.
    struct PlainTodo {
        let id: String
        let title: String
        let completed: Bool
        let position: Int
        let createdAt: Int64
        let updatedAt: Int64
    }

    func run() async throws {
        var rows = 0
        let samples: Samples
        switch via {
        case .layers:
            let controller = try AppContainer.benchmark(database: database).makeTodoController(for: .household)
            samples = try await Samples.measure(count: iterations) {
                rows = try await controller.list().rows.count
            }
        case .grdb:
            let pool = try DatabasePool(path: database)
            samples = try await Samples.measure(count: iterations) {
                rows = try await pool.read { db in
                    // GRDB's fastest way: a cursor over a cached statement, decoding each row in place.
                    let rows = try Row.fetchCursor(
                        db.cachedStatement(
                            sql: "SELECT id, title, completed, position, createdAt, updatedAt FROM todo "
                                + "WHERE owner = '' ORDER BY position, createdAt, id"))
                    var todos: [PlainTodo] = []
                    while let row = try rows.next() {
                        todos.append(
                            PlainTodo(
                                id: row[0], title: row[1], completed: row[2], position: row[3], createdAt: row[4],
                                updatedAt: row[5]))
                    }
                    return todos
                }.count
            }
        }
        try report("list-\(via.rawValue)", ["rows": rows, "ms": samples.summary(in: .milliseconds)])
    }
}

/// The bulk path a user's import takes (`daybook todo import`), into a new database each run,
/// then the first page of the list and the last (page 2,000 of 100,000 todos, 50 a page), each
/// read the way the `/todos` page reads it. The first read of the last page after the import is
/// timed on its own: it is the one that samples the list's keys (see ListKeySamples).
struct ImportTodos: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Time importing COUNT todos, then reading the first page of the list.")

    @Option(help: "How many todos each import adds.") var count = 100_000
    @Option(help: "Imports, each into a new database.") var runs = 5
    @Option(help: "Measured reads of the first page.") var pageReads = 500

    func run() async throws {
        let text = sampleTitles(count)
        var imports = Samples()
        var firstPage = Samples()
        var lastPage = Samples()
        var lastPageFirstRead = Samples()
        var pageRows = 0
        var lastPageRows = 0
        let last = max(1, (count + 49) / 50)  // 50 a page, as `/todos` shows them
        for _ in 0..<runs {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let controller = try AppContainer.benchmark(database: folder.path("import.sqlite")).makeTodoController(
                for: .household)
            let clock = ContinuousClock()
            var imported = 0
            imports.record(try await clock.measure { imported = try await controller.importLines(text).count ?? 0 })
            guard imported == count else { throw ValidationError("imported \(imported) of \(count)") }
            let pages = try await Samples.measure(count: pageReads) {
                pageRows = try await controller.listPage(page: 1).rows.count
            }
            for duration in pages.durations { firstPage.record(duration) }
            lastPageFirstRead.record(try await clock.measure { _ = try await controller.listPage(page: last) })
            let deep = try await Samples.measure(count: pageReads) {
                lastPageRows = try await controller.listPage(page: last).rows.count
            }
            for duration in deep.durations { lastPage.record(duration) }
        }
        try report(
            "import",
            [
                "count": count, "importSeconds": imports.summary(in: .seconds),
                "firstPageRows": pageRows, "firstPageMs": firstPage.summary(in: .milliseconds),
                "lastPage": last, "lastPageRows": lastPageRows, "lastPageMs": lastPage.summary(in: .milliseconds),
                "lastPageFirstReadMs": lastPageFirstRead.summary(in: .milliseconds),
            ])
    }
}
