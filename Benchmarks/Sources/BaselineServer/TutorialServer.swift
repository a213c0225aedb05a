import Foundation
import GRDB
import Hummingbird
import Logging
import PostgresNIO

/// The server a Swift developer would write first: the one Hummingbird's todos tutorial builds,
/// as it is published (hummingbird-examples' `todos-postgres-tutorial`), rewritten here to be
/// measured beside Daybook. What it does is the tutorial's, and nothing more:
///
/// - a `Todo` of `id`, `title`, `order`, `url` and `completed` (no times), answered through the
///   request context's default `JSONEncoder`;
/// - `BasicRequestContext`, and the tutorial's one middleware, `LogRequestsMiddleware(.info)`;
/// - in memory (`--memory`), an actor holding a dictionary; on PostgreSQL (`--tutorial-postgres`),
///   the tutorial's table and statements through a `PostgresClient`: one `INSERT` per create,
///   `SELECT "id", "title", "order", "url", "completed" FROM todos` per list, an `UPDATE` then a
///   `SELECT` per change.
///
/// Two differences, both for the benchmark's sake: the routes are under `/api/todos` (the
/// tutorial's are under `/todos`), so the same load can be sent to both servers; and in memory it
/// starts with a Daybook database's todos (read once), so both answer the same list. Each `url` is
/// made from a fixed prefix, as the tutorial's (`http://localhost:8080/api/todos/` here).
///
///     BaselineServer --memory --database PATH [--port 8081]
///     BaselineServer --tutorial-postgres postgres://USER:PASSWORD@HOST:PORT/DATABASE [--port 8081]
enum TutorialServer {
    struct Todo: ResponseEncodable, Decodable, Equatable {
        var id: UUID
        var title: String
        var order: Int?
        var url: String
        var completed: Bool?
    }

    /// The tutorial's repository interface.
    protocol Repository: Sendable {
        func create(title: String, order: Int?, urlPrefix: String) async throws -> Todo
        func get(id: UUID) async throws -> Todo?
        func list() async throws -> [Todo]
        func update(id: UUID, title: String?, order: Int?, completed: Bool?) async throws -> Todo?
        func delete(id: UUID) async throws -> Bool
        func deleteAll() async throws
    }

    actor MemoryRepository: Repository {
        var todos: [UUID: Todo] = [:]

        func load(_ todo: Todo) {
            todos[todo.id] = todo
        }

        func create(title: String, order: Int?, urlPrefix: String) -> Todo {
            let id = UUID()
            let todo = Todo(id: id, title: title, order: order, url: urlPrefix + id.uuidString, completed: false)
            todos[id] = todo
            return todo
        }

        func get(id: UUID) -> Todo? { todos[id] }

        func list() -> [Todo] { todos.values.map { $0 } }

        func update(id: UUID, title: String?, order: Int?, completed: Bool?) -> Todo? {
            guard var todo = todos[id] else { return nil }
            if let title { todo.title = title }
            if let order { todo.order = order }
            if let completed { todo.completed = completed }
            todos[id] = todo
            return todo
        }

        func delete(id: UUID) -> Bool { todos.removeValue(forKey: id) != nil }

        func deleteAll() { todos = [:] }
    }

    struct PostgresRepository: Repository {
        let client: PostgresClient
        let logger: Logger

        func createTable() async throws {
            try await client.query(
                """
                CREATE TABLE IF NOT EXISTS todos (
                    "id" uuid PRIMARY KEY, "title" text NOT NULL, "order" integer, "completed" boolean, "url" text
                )
                """, logger: logger)
        }

        func create(title: String, order: Int?, urlPrefix: String) async throws -> Todo {
            let id = UUID()
            let url = urlPrefix + id.uuidString
            try await client.query(
                "INSERT INTO todos (id, title, url, \"order\") VALUES (\(id), \(title), \(url), \(order));",
                logger: logger)
            return Todo(id: id, title: title, order: order, url: url, completed: nil)
        }

        func get(id: UUID) async throws -> Todo? {
            let rows = try await client.query(
                "SELECT \"id\", \"title\", \"order\", \"url\", \"completed\" FROM todos WHERE \"id\" = \(id)",
                logger: logger)
            for try await (id, title, order, url, completed) in rows.decode((UUID, String, Int?, String, Bool?).self) {
                return Todo(id: id, title: title, order: order, url: url, completed: completed)
            }
            return nil
        }

        func list() async throws -> [Todo] {
            let rows = try await client.query(
                "SELECT \"id\", \"title\", \"order\", \"url\", \"completed\" FROM todos", logger: logger)
            var todos: [Todo] = []
            for try await (id, title, order, url, completed) in rows.decode((UUID, String, Int?, String, Bool?).self) {
                todos.append(Todo(id: id, title: title, order: order, url: url, completed: completed))
            }
            return todos
        }

        func update(id: UUID, title: String?, order: Int?, completed: Bool?) async throws -> Todo? {
            // The tutorial writes one statement per combination of fields; one statement that
            // keeps what is not given does the same for every combination.
            try await client.query(
                """
                UPDATE todos SET title = COALESCE(\(title), title), "order" = COALESCE(\(order), "order"), \
                completed = COALESCE(\(completed), completed) WHERE id = \(id)
                """, logger: logger)
            return try await get(id: id)
        }

        func delete(id: UUID) async throws -> Bool {
            // As the tutorial: is it there, then delete it.
            let rows = try await client.query("SELECT \"id\" FROM todos WHERE \"id\" = \(id)", logger: logger)
            var found = false
            for try await _ in rows.decode(UUID.self) { found = true }
            guard found else { return false }
            try await client.query("DELETE FROM todos WHERE id = \(id);", logger: logger)
            return true
        }

        func deleteAll() async throws {
            try await client.query("DELETE FROM todos;", logger: logger)
        }
    }

    /// The tutorial's controller: the same six routes, answering the same way.
    struct Controller<Store: Repository> {
        let repository: Store
        let urlPrefix: String

        struct CreateRequest: Decodable {
            let title: String
            let order: Int?
        }

        struct UpdateRequest: Decodable {
            let title: String?
            let order: Int?
            let completed: Bool?
        }

        var endpoints: RouteCollection<BasicRequestContext> {
            RouteCollection(context: BasicRequestContext.self)
                .get(":id") { _, context -> Todo? in
                    try await repository.get(id: try context.parameters.require("id", as: UUID.self))
                }
                .get { _, _ -> [Todo] in try await repository.list() }
                .post { request, context -> EditedResponse<Todo> in
                    let new = try await request.decode(as: CreateRequest.self, context: context)
                    let todo = try await repository.create(title: new.title, order: new.order, urlPrefix: urlPrefix)
                    return EditedResponse(status: .created, response: todo)
                }
                .patch(":id") { request, context -> Todo? in
                    let id = try context.parameters.require("id", as: UUID.self)
                    let change = try await request.decode(as: UpdateRequest.self, context: context)
                    guard
                        let todo = try await repository.update(
                            id: id, title: change.title, order: change.order, completed: change.completed)
                    else { throw HTTPError(.badRequest) }
                    return todo
                }
                .delete(":id") { _, context -> HTTPResponse.Status in
                    try await repository.delete(id: try context.parameters.require("id", as: UUID.self))
                        ? .ok : .badRequest
                }
                .delete { _, _ -> HTTPResponse.Status in
                    try await repository.deleteAll()
                    return .ok
                }
        }
    }

    /// The tutorial makes each todo's `url` from a fixed prefix.
    static let urlPrefix = "http://localhost:8080/api/todos/"

    /// In memory, holding `path`'s todos.
    static func serveMemory(database path: String, port: Int) async throws {
        let repository = MemoryRepository()
        var configuration = GRDB.Configuration()
        configuration.readonly = true
        let rows = try await DatabaseQueue(path: path, configuration: configuration).read { db in
            try Row.fetchAll(db, sql: "SELECT id, title, completed, position FROM todo").map {
                row -> (String, String, Bool, Int) in (row[0], row[1], row[2], row[3])
            }
        }
        for (id, title, completed, order) in rows {
            guard let uuid = UUID(uuidString: id) else { continue }
            await repository.load(
                Todo(id: uuid, title: title, order: order, url: urlPrefix + uuid.uuidString, completed: completed))
        }
        try await serve(repository, port: port)
    }

    /// On PostgreSQL, in its own `todos` table of `url`'s database.
    static func servePostgres(url: String, port: Int) async throws {
        let logger = Self.logger
        guard let address = URL(string: url), let host = address.host, let user = address.user else {
            FileHandle.standardError.write(Data("BaselineServer: not a postgres:// URL\n".utf8))
            exit(64)
        }
        let client = PostgresClient(
            configuration: .init(
                host: host, port: address.port ?? 5432, username: user, password: address.password,
                database: String(address.path.dropFirst()), tls: .disable),
            backgroundLogger: logger)
        let repository = PostgresRepository(client: client, logger: logger)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await client.run() }
            try await repository.createTable()
            try await serve(repository, port: port)
            group.cancelAll()
        }
    }

    static var logger: Logger {
        var logger = Logger(label: "todos-postgres-tutorial")
        logger.logLevel = .info
        return logger
    }

    private static func serve<Store: Repository>(_ repository: Store, port: Int) async throws {
        let router = Router(context: BasicRequestContext.self)
        router.addMiddleware {
            LogRequestsMiddleware(.info)
        }
        router.get("/health") { _, _ -> HTTPResponse.Status in .ok }
        router.addRoutes(Controller(repository: repository, urlPrefix: urlPrefix).endpoints, atPath: "/api/todos")
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: port), serverName: "todos-postgres-tutorial"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                FileHandle.standardOutput.write(Data("tutorial serving at http://127.0.0.1:\(bound)\n".utf8))
            },
            logger: logger
        )
        try await app.runService()
    }
}
