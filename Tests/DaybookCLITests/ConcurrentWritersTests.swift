import DaybookTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a user of the todos keeps while two `daybook serve` processes and the command line write
/// one database at once, on a SQLite file and on PostgreSQL:
/// - a todo added without an order comes after every todo there was when it was sent;
/// - the counts (`X-Total-Count`, the page's summary, `daybook todo list`) are exact;
/// - a write acknowledged by one server is read at once through the other.
///
/// Two todos added at the very same moment may share an order number (PostgreSQL places each
/// after the last one its statement sees, without making adds take turns); they then come in the
/// order they were made. Nothing here asks more than that.
@Suite("Concurrent writers in two processes", .timeLimit(.minutes(5)))
struct ConcurrentWritersTests {
    enum Engine: String, CaseIterable, CustomTestStringConvertible {
        case sqlite
        case postgres

        static var allCases: [Engine] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }
    }

    /// Two servers on one fresh database, and the environment a `daybook` command needs to reach
    /// it too.
    struct Deployment {
        let servers: [ServeProcess]
        let environment: [String: String]
        let folder: TemporaryDirectory

        init(_ engine: Engine) async throws {
            folder = TemporaryDirectory()
            switch engine {
            case .sqlite:
                environment = ["DAYBOOK_DATABASE": folder.path("shared.sqlite")]
            case .postgres:
                // The operations may wait as long as the whole suite might make them.
                environment = [
                    "DAYBOOK_DATABASE_URL": try await PostgresTestServer.freshDatabase(),
                    "DAYBOOK_DATABASE_TIMEOUT": "60",
                ]
            }
            // One after the other: the first readies the database.
            let first = try await ServeProcess(environment: environment)
            servers = [first, try await ServeProcess(environment: environment)]
        }

        func cleanUp() { folder.remove() }

        /// The counts and todos `daybook todo list --json` reads, as a third process.
        func listed() async throws -> Listed {
            let cli = DaybookProcess(environment: environment)
            defer { cli.cleanUp() }
            let result = try await cli.run("todo", "list", "--json")
            #expect(result.status == 0, "\(result.stderr)")
            return try JSONDecoder().decode(Listed.self, from: Data(result.stdout.utf8))
        }

        /// The whole list through `server`, as the API gives it, with its `X-Total-Count`.
        func list(through server: ServeProcess) async throws -> (todos: [Todo], total: Int?) {
            let answer = try await server.send("GET", "/api/todos")
            #expect(answer.status == 200)
            return (
                try JSONDecoder().decode([Todo].self, from: answer.body),
                answer.headers["x-total-count"].flatMap(Int.init)
            )
        }

        func add(_ title: String, through server: ServeProcess) async throws -> Todo {
            let answer = try await server.send("POST", "/api/todos", json: #"{"title":"\#(title)"}"#)
            #expect(answer.status == 201, "\(String(decoding: answer.body, as: UTF8.self))")
            return try JSONDecoder().decode(Todo.self, from: answer.body)
        }

        /// The summary the todos page shows, as served by `server`.
        func summary(through server: ServeProcess) async throws -> String {
            let page = try await server.request("GET /todos HTTP/1.1")
            let start = try #require(page.range(of: #"<h2 id="todos-summary" aria-live="polite">"#))
            let rest = page[start.upperBound...]
            return String(rest[..<(try #require(rest.range(of: "</h2>"))).lowerBound])
        }
    }

    struct Todo: Decodable, Sendable {
        let id: String
        let title: String
        let order: Int
        let completed: Bool
    }

    struct Listed: Decodable {
        struct Counts: Decodable, Equatable {
            let total: Int
            let open: Int
            let done: Int
        }
        let counts: Counts
        let todos: [Row]

        struct Row: Decodable {
            let title: String
            let completed: Bool
        }
    }

    /// Two rounds of adds at once, split over both servers and the command line; the second round
    /// is sent once the first was answered.
    @Test(arguments: Engine.allCases)
    func addsAtOnceAreAllKeptEachAfterWhatWasThereWithExactCounts(engine: Engine) async throws {
        let deployment = try await Deployment(engine)
        defer { deployment.cleanUp() }
        let cli = DaybookProcess(environment: deployment.environment)
        defer { cli.cleanUp() }
        var rounds: [Set<String>] = []
        for round in 0..<2 {
            let titles = try await withThrowingTaskGroup(of: String.self) { group in
                for number in 0..<150 {
                    let title = "round \(round) todo \(number)"
                    group.addTask {
                        if number % 15 == 0 {
                            let added = try await cli.run("todo", "add", title)
                            #expect(added.status == 0, "\(added.stderr)")
                        } else {
                            _ = try await deployment.add(title, through: deployment.servers[number % 2])
                        }
                        return title
                    }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            rounds.append(titles)
        }
        for server in deployment.servers {
            let (todos, total) = try await deployment.list(through: server)
            #expect(total == 300)
            #expect(Set(todos.map(\.title)) == rounds[0].union(rounds[1]), "every add kept, none twice")
            let first = todos.filter { rounds[0].contains($0.title) }
            let second = todos.filter { rounds[1].contains($0.title) }
            #expect(Array(todos.prefix(150).map(\.title)) == first.map(\.title), "the first round first")
            let (highest, lowest) = (try #require(first.map(\.order).max()), try #require(second.map(\.order).min()))
            #expect(highest < lowest, "every todo of the second round ordered after every one of the first")
            #expect(try await deployment.summary(through: server) == "Total 300 · open 300 · done 0")
        }
        let listed = try await deployment.listed()
        #expect(listed.counts == .init(total: 300, open: 300, done: 0))
        #expect(listed.todos.count == 300)
    }

    /// One client writes through one server and reads through the other, step by step: each read
    /// sees the write just acknowledged, and each todo added comes after the one before.
    @Test(arguments: Engine.allCases)
    func aWriteAcknowledgedByOneServerIsReadThroughTheOtherAtOnce(engine: Engine) async throws {
        let deployment = try await Deployment(engine)
        defer { deployment.cleanUp() }
        var added: [Todo] = []
        for step in 0..<12 {
            let (writer, reader) = (deployment.servers[step % 2], deployment.servers[(step + 1) % 2])
            // Each read first, so the reader holds a page it must not give back after the write.
            _ = try await deployment.list(through: reader)
            let todo = try await deployment.add("step \(step)", through: writer)
            if let previous = added.last { #expect(todo.order > previous.order, "step \(step) after step \(step - 1)") }
            added.append(todo)
            let (todos, total) = try await deployment.list(through: reader)
            #expect(todos.map(\.id) == added.map(\.id), "step \(step)")
            #expect(total == added.count)
        }
        for (step, todo) in added.enumerated() {
            let (writer, reader) = (deployment.servers[step % 2], deployment.servers[(step + 1) % 2])
            _ = try await deployment.summary(through: reader)
            switch step % 3 {
            case 0:
                #expect(
                    try await writer.send("PATCH", "/api/todos/\(todo.id)", json: #"{"completed":true}"#).status == 200)
                let read = try JSONDecoder().decode(
                    Todo.self, from: try await reader.send("GET", "/api/todos/\(todo.id)").body)
                #expect(read.completed, "step \(step)")
            case 1:
                #expect(try await writer.send("DELETE", "/api/todos/\(todo.id)").status == 204)
                #expect(try await reader.send("GET", "/api/todos/\(todo.id)").status == 404, "step \(step)")
            default:
                #expect(
                    try await writer.send("PATCH", "/api/todos/\(todo.id)", json: #"{"title":"renamed"}"#).status == 200
                )
                let read = try JSONDecoder().decode(
                    Todo.self, from: try await reader.send("GET", "/api/todos/\(todo.id)").body)
                #expect(read.title == "renamed", "step \(step)")
            }
            let done = (0...step).filter { $0 % 3 == 0 }.count
            let total = 12 - (0...step).filter { $0 % 3 == 1 }.count
            #expect(
                try await deployment.summary(through: reader) == "Total \(total) · open \(total - done) · done \(done)",
                "step \(step)")
        }
    }

    /// Completions, renames, deletions and adds of one list at once, through both servers: the
    /// counts everyone reads are those of the todos that are there.
    @Test(arguments: Engine.allCases)
    func mixedWritesAtOnceLeaveTheCountsExact(engine: Engine) async throws {
        let deployment = try await Deployment(engine)
        defer { deployment.cleanUp() }
        var seeded: [Todo] = []
        for number in 0..<60 {
            seeded.append(try await deployment.add("seed \(number)", through: deployment.servers[number % 2]))
        }
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for (number, todo) in seeded.enumerated() {
                let server = deployment.servers[number % 2]
                group.addTask {
                    switch number % 4 {
                    case 0: try await server.send("DELETE", "/api/todos/\(todo.id)").status
                    case 1, 2:
                        try await server.send("PATCH", "/api/todos/\(todo.id)", json: #"{"completed":true}"#).status
                    default: try await server.send("PATCH", "/api/todos/\(todo.id)", json: #"{"title":"new"}"#).status
                    }
                }
                group.addTask {
                    try await server.send("POST", "/api/todos", json: #"{"title":"added \#(number)"}"#).status
                }
            }
            return try await group.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
        }
        #expect(statuses == [204: 15, 200: 45, 201: 60])
        let listed = try await deployment.listed()
        // 60 seeded, 15 deleted, 30 completed; 60 added.
        #expect(listed.counts == .init(total: 105, open: 75, done: 30))
        #expect(listed.todos.count == 105)
        #expect(listed.todos.filter(\.completed).count == 30)
        for server in deployment.servers {
            #expect(try await deployment.list(through: server).total == 105)
            #expect(try await deployment.summary(through: server) == "Total 105 · open 75 · done 30")
        }
    }
}
