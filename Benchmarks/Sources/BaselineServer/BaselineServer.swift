import Foundation
import GRDB
import Hummingbird
import PostgresNIO

/// The bare handler the benchmarks measure Daybook's web app against: `GET /api/todos` as one
/// GRDB query encoded straight to JSON, with no use case, repository, presenter or middleware.
///
/// It answers the same bytes as Daybook's `/api/todos` (the benchmark script checks), so the
/// difference in requests per second is the cost of Daybook's layers and middleware.
///
/// With `--postgres URL` it reads a PostgreSQL database of Daybook's schema instead, through a
/// `PostgresClient`, and also answers `POST /api/todos` the plain way that is still correct under
/// concurrency (one transaction: lock the counts row, place last, insert, count).
///
///     BaselineServer --database PATH [--port 8081]
///     BaselineServer --postgres postgres://USER:PASSWORD@HOST:PORT/DATABASE [--port 8081]
///
/// With `--memory` it is instead the server Hummingbird's todos tutorial builds (see
/// ``TutorialServer``), holding the database's todos in memory; with `--tutorial-postgres URL`,
/// the same tutorial in its PostgreSQL mode, in its own table of that database.
@main
struct BaselineServer {
    struct Todo: Encodable {
        let completed: Bool
        let createdAt: String
        let id: String
        let order: Int
        let title: String
        let updatedAt: String
        let url: String
    }

    /// As Daybook writes times: ISO 8601 with the stored millisecond. Foundation's formatter cuts
    /// the fraction off after the binary rounding of the seconds (`.123` would often come out
    /// `.122`), so it is given a moment 0.4 ms into the millisecond.
    static func date(_ milliseconds: Int64) -> String {
        Date(timeIntervalSince1970: (TimeInterval(milliseconds) + 0.4) / 1000)
            .formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func main() async throws {
        let arguments = CommandLine.arguments
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        let port = value("--port").flatMap(Int.init) ?? 8081
        if arguments.contains("--memory"), let path = value("--database") {
            try await TutorialServer.serveMemory(database: path, port: port)
            return
        }
        if let url = value("--tutorial-postgres") {
            try await TutorialServer.servePostgres(url: url, port: port)
            return
        }
        if let url = value("--postgres") {
            try await servePostgres(url: url, port: port)
            return
        }
        guard let path = value("--database") else {
            FileHandle.standardError.write(Data("usage: BaselineServer --database PATH [--port 8081]\n".utf8))
            exit(64)
        }
        var configuration = Configuration()
        configuration.readonly = true
        let pool = try DatabasePool(path: path, configuration: configuration)

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let router = Router()
        router.get("api/todos") { request, _ -> Response in
            let base = "http://\(request.head.authority ?? "127.0.0.1")/api/todos/"
            let todos = try await pool.read { db in
                let rows = try Row.fetchCursor(
                    db.cachedStatement(
                        sql: "SELECT id, title, completed, position, createdAt, updatedAt FROM todo "
                            + "WHERE owner = '' ORDER BY position, createdAt, id"))
                var todos: [Todo] = []
                while let row = try rows.next() {
                    let id: String = row[0]
                    todos.append(
                        Todo(
                            completed: row[2], createdAt: date(row[4]), id: id, order: row[3], title: row[1],
                            updatedAt: date(row[5]), url: base + id))
                }
                return todos
            }
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(todos))))
        }
        try await run(router, port: port)
    }

    static func servePostgres(url: String, port: Int) async throws {
        guard let parts = URLComponents(string: url), let host = parts.host else {
            FileHandle.standardError.write(Data("BaselineServer: --postgres needs a postgres:// URL\n".utf8))
            exit(64)
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: parts.port ?? 5432, username: parts.user ?? "postgres", password: parts.password,
            database: String(parts.path.dropFirst()), tls: .disable)
        configuration.options.maximumConnections = 10
        let client = PostgresClient(configuration: configuration)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let router = Router()
        router.get("api/todos") { request, _ -> Response in
            let base = "http://\(request.head.authority ?? "127.0.0.1")/api/todos/"
            var todos: [Todo] = []
            let rows = try await client.query(
                "SELECT id, title, completed, position, created_at, updated_at FROM todo WHERE owner = '' ORDER BY position, created_at, id"
            )
            for try await (id, title, completed, order, created, updated) in rows.decode(
                (String, String, Bool, Int, Int64, Int64).self)
            {
                todos.append(
                    Todo(
                        completed: completed, createdAt: date(created), id: id, order: order, title: title,
                        updatedAt: date(updated), url: base + id))
            }
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(todos))))
        }
        struct NewTodo: Decodable { let title: String }
        router.post("api/todos") { request, context -> Response in
            let title = try await request.decode(as: NewTodo.self, context: context).title
            let id = UUID().uuidString.lowercased()
            let now = Int64(Date().timeIntervalSince1970 * 1000)
            let order = try await client.withTransaction(logger: context.logger) { connection -> Int in
                _ = try await connection.query(
                    "SELECT total FROM todo_counts WHERE owner = '' AND id = 1 FOR UPDATE", logger: context.logger)
                var last = 0
                for try await value in try await connection.query(
                    "SELECT COALESCE(MAX(position), 0) FROM todo WHERE owner = ''", logger: context.logger
                ).decode(Int.self) {
                    last = value
                }
                try await connection.query(
                    """
                    INSERT INTO todo (owner, id, title, completed, position, created_at, updated_at)
                    VALUES ('', \(id), \(title), FALSE, \(last + 1), \(now), \(now))
                    """, logger: context.logger)
                try await connection.query(
                    "UPDATE todo_counts SET total = total + 1 WHERE owner = '' AND id = 1", logger: context.logger)
                return last + 1
            }
            let base = "http://\(request.head.authority ?? "127.0.0.1")/api/todos/"
            let todo = Todo(
                completed: false, createdAt: date(now), id: id, order: order, title: title, updatedAt: date(now),
                url: base + id)
            return Response(
                status: .created, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(todo))))
        }
        try await run(router, port: port, beside: client)
    }

    /// Serves `router` on 127.0.0.1, saying where on standard output (the script waits for it),
    /// with `client`'s pool running beside it.
    static func run(_ router: Router<BasicRequestContext>, port: Int, beside client: PostgresClient? = nil)
        async throws
    {
        var app = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: port), serverName: "Baseline"),
            onServerRunning: { channel in
                let line = "baseline serving at http://127.0.0.1:\(channel.localAddress?.port ?? port)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
        )
        if let client { app.addServices(client) }
        try await app.runService()
    }
}
