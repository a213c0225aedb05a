import FlyingFox
import Foundation
import Synchronization

/// A real HTTP server on 127.0.0.1 (a free port) for network tests: it answers each path with a
/// scripted reply and records every request it gets.
public final class FixtureServer: Sendable {
    public struct Reply: Sendable {
        public var status: Int
        public var body: Data
        public var headers: [String: String]
        /// Wait this long before answering, to make a client time out.
        public var delay: Duration?

        public init(status: Int = 200, body: Data, headers: [String: String] = [:], delay: Duration? = nil) {
            self.status = status
            self.body = body
            self.headers = headers
            self.delay = delay
        }

        /// A recorded response from `Fixtures/`.
        public static func fixture(_ path: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            Reply(status: status, body: Fixture.data(path), headers: headers)
        }
    }

    /// How long a client waits for a fixture server in a test that is not about waiting, in
    /// seconds. The server runs on the shared task pool, which has as many threads as the
    /// machine has cores (two on CI), and every suite runs at once: a few long synchronous tests
    /// (one walks every Unicode scalar) can hold both threads for many seconds, and a 5-second
    /// client deadline then failed tests that had nothing to do with time.
    public static let patience: TimeInterval = 120

    /// A request as the server saw it.
    public struct Request: Sendable, Hashable {
        public let path: String
        public let query: [String: String]
    }

    /// What the handler shares with the test: the replies to give and the requests seen.
    private final class State: Sendable {
        let routes: [String: Reply]
        let log = Mutex<[Request]>([])
        let replies = Mutex(0)
        /// Woken at each request seen.
        let arrivals = ConditionWaiters()

        init(routes: [String: Reply]) {
            self.routes = routes
        }
    }

    private let server: HTTPServer
    private let state: State
    private let runner = Mutex<Task<Void, any Error>?>(nil)
    /// The server's port, held for its whole life (see `HeldPort`): stopped, it refuses
    /// connections as a service that is down does, and no server another test starts meanwhile
    /// can be given the port and answer in its place (CI once saw a feed fetched "offline" so).
    /// Keep the server itself (`withExtendedLifetime`) for as long as its address must refuse:
    /// a server released after `stop()` lets its port go. `nil` where a listener cannot share a
    /// held port (`HeldPort.sharesWithAListener`).
    private let port: HeldPort?

    /// - Parameter routes: replies by path (`/data/2.5/weather`); any other path is a 404.
    public init(routes: [String: Reply]) throws {
        let state = State(routes: routes)
        self.state = state
        let port = HeldPort.sharesWithAListener ? try HeldPort() : nil
        self.port = port
        server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: UInt16(port?.port ?? 0)),
            logger: .disabled,
            handler: ClosureHTTPHandler { request in
                state.log.withLock {
                    $0.append(
                        Request(
                            path: request.path,
                            query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })))
                }
                state.arrivals.changed()
                guard let reply = state.routes[request.path] else {
                    return HTTPResponse(statusCode: .notFound)
                }
                if let delay = reply.delay { try? await Task.sleep(for: delay) }
                defer { state.replies.withLock { $0 += 1 } }
                var headers = HTTPHeaders()
                headers[HTTPHeader("Content-Type")] = "application/json; charset=utf-8"
                for (name, value) in reply.headers { headers[HTTPHeader(name)] = value }
                return HTTPResponse(
                    statusCode: HTTPStatusCode(reply.status, phrase: "Fixture"), headers: headers, body: reply.body)
            }
        )
    }

    /// Starts listening and returns the base URL, `http://127.0.0.1:PORT`: the same each time.
    ///
    /// FlyingFox gives up after 5 seconds by default. With every suite starting at once on two
    /// cores, the task that opens the socket can wait longer than that for a thread (CI failed
    /// 34 tests that way); a server that cannot listen fails at once, so the wait is generous.
    public func start() async throws -> URL {
        let server = server
        runner.withLock { $0 = Task { try await server.run() } }
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        return URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Stops listening: until it starts again, a connection to its address is refused.
    public func stop() async {
        await server.stop()
        runner.withLock { $0?.cancel() }
    }

    public var requests: [Request] { state.log.withLock { $0 } }

    /// Waits until the server has seen `count` requests (however long a loaded machine takes it
    /// to read them); `false` only if the waiting task is cancelled first.
    public func arrival(ofRequests count: Int) async -> Bool {
        await state.arrivals.wait { requests.count >= count }
    }

    /// How many replies the server has finished waiting for and sent.
    public var repliesSent: Int { state.replies.withLock { $0 } }

    /// A base URL on which nothing listens and nothing will for the rest of the test run: a
    /// connection to it is refused. Its port stays held (see `HeldPort`) until the process ends,
    /// one socket per call.
    public static func closedPortURL() async throws -> URL {
        let held = try HeldPort()
        closedPorts.withLock { $0.append(held) }
        return URL(string: "http://127.0.0.1:\(held.port)")!
    }

    private static let closedPorts = Mutex<[HeldPort]>([])
}
