import Foundation
import GRDB
import Hummingbird

/// The bare handler the benchmarks measure Daybook's web app against: `GET /api/todos` as one
/// GRDB query encoded straight to JSON, with no use case, repository, presenter or middleware.
///
/// It answers the same bytes as Daybook's `/api/todos` (the benchmark script checks), so the
/// difference in requests per second is the cost of Daybook's layers and middleware.
///
///     BaselineServer --database PATH [--port 8081]
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

    /// As Daybook writes times: ISO 8601 with milliseconds.
    static func date(_ milliseconds: Int64) -> String {
        Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1000)
            .formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func main() async throws {
        let arguments = CommandLine.arguments
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        guard let path = value("--database") else {
            FileHandle.standardError.write(Data("usage: BaselineServer --database PATH [--port 8081]\n".utf8))
            exit(64)
        }
        let port = value("--port").flatMap(Int.init) ?? 8081
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
                            + "ORDER BY position, createdAt, id"))
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
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: port), serverName: "Baseline"),
            onServerRunning: { channel in
                let line = "baseline serving at http://127.0.0.1:\(channel.localAddress?.port ?? port)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
        )
        try await app.runService()
    }
}
