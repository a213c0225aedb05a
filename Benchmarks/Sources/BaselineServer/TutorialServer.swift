import Foundation
import GRDB
import Hummingbird
import Logging

/// The server a Swift developer would write first, as Hummingbird's todos tutorial writes it:
/// an actor holding a dictionary of `Codable` structs, answered through the context's
/// `JSONEncoder`, with the tutorial's one middleware, a request log at `info`.
///
/// It holds the todos in memory (loaded once from a Daybook database at start, so both servers
/// answer the same todos) and persists nothing. The fields are Daybook's; what differs in the
/// bytes is what the tutorial's way gives: keys in the encoder's order, ids as `UUID` encodes
/// them (upper case), times as the `.iso8601` strategy writes them (no milliseconds), and the
/// dictionary's order rather than the list's.
///
///     BaselineServer --memory --database PATH [--port 8081]
enum TutorialServer {
    struct Todo: ResponseCodable, Equatable {
        var id: UUID
        var title: String
        var order: Int?
        var url: String
        var completed: Bool?
        var createdAt: Date
        var updatedAt: Date
    }

    actor TodoMemoryRepository {
        var todos: [UUID: Todo] = [:]

        func create(_ todo: Todo) {
            todos[todo.id] = todo
        }

        func list() -> [Todo] {
            todos.values.map { $0 }
        }
    }

    /// The tutorial's context, with the one setting that writes dates as text.
    struct Context: RequestContext {
        var coreContext: CoreRequestContextStorage

        init(source: ApplicationRequestContextSource) {
            coreContext = .init(source: source)
        }

        var responseEncoder: JSONEncoder { Self.encoder }

        private static let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            return encoder
        }()
    }

    static func serve(database path: String, port: Int) async throws {
        let repository = TodoMemoryRepository()
        var configuration = Configuration()
        configuration.readonly = true
        let rows = try await DatabaseQueue(path: path, configuration: configuration).read { db in
            try Row.fetchAll(db, sql: "SELECT id, title, completed, position, createdAt, updatedAt FROM todo").map {
                row -> (String, String, Bool, Int, Int64, Int64) in (row[0], row[1], row[2], row[3], row[4], row[5])
            }
        }
        // Loaded once the port is known, so each `url` names the server that answers it.
        @Sendable func load(port: Int) async {
            for (id, title, completed, order, createdAt, updatedAt) in rows {
                guard let uuid = UUID(uuidString: id) else { continue }
                await repository.create(
                    Todo(
                        id: uuid, title: title, order: order, url: "http://127.0.0.1:\(port)/api/todos/\(id)",
                        completed: completed, createdAt: Date(milliseconds: createdAt),
                        updatedAt: Date(milliseconds: updatedAt)))
            }
        }

        var logger = Logger(label: "Todos")
        logger.logLevel = .info
        let router = Router(context: Context.self)
        router.addMiddleware {
            LogRequestsMiddleware(.info)
        }
        router.group("api/todos").get { _, _ -> [Todo] in
            await repository.list()
        }
        let app = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: "Todos"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                await load(port: bound)
                let line = "tutorial serving at http://127.0.0.1:\(bound)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            },
            logger: logger
        )
        try await app.runService()
    }
}

extension Date {
    fileprivate init(milliseconds: Int64) {
        self.init(timeIntervalSince1970: TimeInterval(milliseconds) / 1000)
    }
}
