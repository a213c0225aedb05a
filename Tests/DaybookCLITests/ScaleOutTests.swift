import DaybookTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Several `daybook serve` processes on one PostgreSQL database, as a deployment would run them:
/// what one acknowledges the other sees (with concurrent writers: `ConcurrentWritersTests`), a form's
/// outcome survives a redirect served by the other process, and a process whose database goes
/// away answers 503 and recovers by itself.
@Suite(
    "daybook serve processes sharing a PostgreSQL database",
    .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
struct ScaleOutTests {
    /// A server on `url`. Its operations may wait as long as the whole suite might make them
    /// (every test runs at once on a small machine) unless `timeout` says otherwise.
    private static func serve(_ url: String, timeout: Int = 60) async throws -> ServeProcess {
        try await ServeProcess(environment: ["DAYBOOK_DATABASE_URL": url, "DAYBOOK_DATABASE_TIMEOUT": "\(timeout)"])
    }

    private static func send(
        _ method: String, _ server: ServeProcess, _ path: String, json: String? = nil
    ) async throws -> (status: Int, body: Data) {
        let answer = try await server.send(method, path, json: json)
        return (answer.status, answer.body)
    }

    private struct Todo: Decodable {
        let id: String
        let title: String
        let order: Int
        let completed: Bool
    }

    @Test func aChangeMadeThroughOneProcessIsReadThroughTheOther() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let (first, second) = (try await Self.serve(url), try await Self.serve(url))
        let created = try JSONDecoder().decode(
            Todo.self, from: try await Self.send("POST", first, "/api/todos", json: #"{"title":"milk"}"#).body)
        let patched = try await Self.send(
            "PATCH", second, "/api/todos/\(created.id)", json: #"{"title":"oat milk","completed":true}"#)
        #expect(patched.status == 200)
        let read = try JSONDecoder().decode(
            Todo.self, from: try await Self.send("GET", first, "/api/todos/\(created.id)").body)
        #expect(read.title == "oat milk")
        #expect(read.completed)
    }

    /// Six clients PATCH one todo at once through two processes, each with its own title, order
    /// and completion: whatever the interleaving, the todo ends as one of those PATCHes whole,
    /// never the title of one and the order of another.
    @Test func concurrentPatchesOfOneTodoEndAsOneOfThemWhole() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let servers = [try await Self.serve(url), try await Self.serve(url)]
        for trial in 0..<40 {
            let created = try JSONDecoder().decode(
                Todo.self,
                from: try await Self.send("POST", servers[0], "/api/todos", json: #"{"title":"trial \#(trial)"}"#).body
            )
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for client in 0..<6 {
                    let patch = #"{"title":"client \#(client)","order":\#(client),"completed":\#(client % 2 == 0)}"#
                    group.addTask {
                        try await Self.send("PATCH", servers[client % 2], "/api/todos/\(created.id)", json: patch)
                            .status
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 6))
            let read = try JSONDecoder().decode(
                Todo.self, from: try await Self.send("GET", servers[trial % 2], "/api/todos/\(created.id)").body)
            #expect(
                read.title == "client \(read.order)" && read.completed == (read.order % 2 == 0),
                "trial \(trial): the fields of different PATCHes: \(read)")
        }
    }

    @Test func aFormErrorSetByOneProcessShowsOnThePageTheOtherServes() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let (first, second) = (try await Self.serve(url), try await Self.serve(url))
        // A visit to the first process gives the visitor their cookies and form token.
        let page = try await first.request("GET /todos HTTP/1.1")
        let cookies = Self.cookies(in: page)
        let token = try #require(cookies["daybook_csrf"])
        // A title of spaces is refused, and what was typed is kept for the form.
        let body = "csrf=\(token)&title=%20%20%20"
        let posted = try await Self.postForm(body, to: "/todos", on: first, cookies: cookies)
        #expect(posted.hasPrefix("HTTP/1.1 303"))
        let flash = try #require(Self.cookies(in: posted)["daybook_flash"])
        #expect(!flash.isEmpty)
        // The redirect is followed to the other process.
        var next = cookies
        next["daybook_flash"] = flash
        let shown = try await second.request("GET /todos HTTP/1.1\r\nCookie: \(Self.header(next))")
        #expect(shown.contains(#"class="flash failure""#), "\(shown.prefix(2_000))")
        #expect(shown.contains("daybook_flash=;"), "the cookie is spent")
        // Shown once: the same cookie again finds nothing.
        let again = try await first.request("GET /todos HTTP/1.1\r\nCookie: \(Self.header(next))")
        #expect(!again.contains(#"class="flash"#))
    }

    @Test func aServerWhoseDatabaseWentAwayAnswers503AndRecoversByItself() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        var components = try #require(URLComponents(string: url))
        let forwarder = try TCPForwarder(to: try #require(components.port))
        defer { forwarder.stop() }
        components.port = forwarder.port
        // The default bound: a lost database must be a quick 503.
        let server = try await Self.serve(try #require(components.string), timeout: 5)
        #expect(try await Self.send("POST", server, "/api/todos", json: #"{"title":"before"}"#).status == 201)
        #expect(try await Self.send("GET", server, "/readyz").status == 200)

        forwarder.cut()
        let down = try await Self.send("GET", server, "/api/todos")
        #expect(down.status == 503)
        #expect(String(decoding: down.body, as: UTF8.self).contains("cannot be reached"))
        #expect(try await Self.send("GET", server, "/readyz").status == 503)
        #expect(try await Self.send("GET", server, "/healthz").status == 200, "alive while not ready")
        for path in ["/todos", "/profile"] {
            let page = try await server.request("GET \(path) HTTP/1.1")
            #expect(page.hasPrefix("HTTP/1.1 503"), "\(path)")
        }

        forwarder.restore()
        var recovered = false
        for _ in 0..<60 where !recovered {
            recovered = try await Self.send("GET", server, "/api/todos").status == 200
            if !recovered { try await Task.sleep(for: .milliseconds(500)) }
        }
        #expect(recovered, "back within 30 s, same process")
        #expect(try await Self.send("GET", server, "/readyz").status == 200)
        #expect(!server.standardError.contains(try #require(components.password)), "the password is never logged")
    }

    @Test func wrongPasswordsSentToTwoProcessesAreCountedTogether() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let environment = [
            "DAYBOOK_DATABASE_URL": url, "DAYBOOK_PASSWORD": "correct horse battery", "DAYBOOK_DATABASE_TIMEOUT": "60",
        ]
        let servers = [
            try await ServeProcess(environment: environment), try await ServeProcess(environment: environment),
        ]
        // Raw requests: URLSession on Linux answers a 401's Basic challenge itself.
        let guess = "Authorization: Basic " + Data("any:wrong guess".utf8).base64EncodedString()
        // Five wrong guesses, spread over both processes, sent at once.
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
            for attempt in 0..<5 {
                group.addTask { try await servers[attempt % 2].request("GET /api/todos HTTP/1.1\r\n\(guess)") }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0.hasPrefix("HTTP/1.1 401") }, "\(answers.map { $0.prefix(20) })")
        // The sixth try waits, whichever process it reaches, even with the right password.
        let right = "Authorization: Basic " + Data("any:correct horse battery".utf8).base64EncodedString()
        for server in servers {
            let answer = try await server.request("GET /api/todos HTTP/1.1\r\n\(right)")
            #expect(answer.hasPrefix("HTTP/1.1 429"), "\(answer.prefix(200))")
        }
    }

    /// The sign-in cookie is signed with a secret kept in the database: any process on it accepts
    /// it, and a server on another database, even with the same password, does not.
    @Test func aSignInOnOneProcessHoldsOnTheOtherAndNotOnAnotherDatabase() async throws {
        let (url, elsewhere) = (
            try await PostgresTestServer.freshDatabase(), try await PostgresTestServer.freshDatabase()
        )
        func serve(_ url: String) async throws -> ServeProcess {
            try await ServeProcess(environment: [
                "DAYBOOK_DATABASE_URL": url, "DAYBOOK_PASSWORD": "correct horse battery",
                "DAYBOOK_DATABASE_TIMEOUT": "60",
            ])
        }
        let (first, second, other) = (try await serve(url), try await serve(url), try await serve(elsewhere))
        var cookies = Self.cookies(in: try await first.request("GET /signin HTTP/1.1"))
        let token = try #require(cookies["daybook_csrf"])
        let body = "csrf=\(token)&password=correct+horse+battery&next=%2Ftodos"
        let signedIn = try await Self.postForm(body, to: "/signin", on: first, cookies: cookies)
        #expect(signedIn.hasPrefix("HTTP/1.1 303"), "\(signedIn.prefix(300))")
        cookies.merge(Self.cookies(in: signedIn)) { $1 }
        #expect(cookies["daybook_signin"]?.isEmpty == false)
        let shown = try await second.request("GET /todos HTTP/1.1\r\nCookie: \(Self.header(cookies))")
        #expect(shown.hasPrefix("HTTP/1.1 200"), "the other process: \(shown.prefix(300))")
        let refused = try await other.request("GET /todos HTTP/1.1\r\nCookie: \(Self.header(cookies))")
        #expect(refused.hasPrefix("HTTP/1.1 303"), "another database: \(refused.prefix(300))")
        #expect(refused.contains("\r\nLocation: /signin"))
    }

    @Test func aServerThatCannotReachItsDatabaseSaysWhereAndStops() async throws {
        let closed = try HeldPort()
        let server = try await ServeProcess(
            environment: ["DAYBOOK_DATABASE_URL": "postgres://daybook:s3cret-pw@127.0.0.1:\(closed.port)/daybook"],
            ready: false)
        #expect(await server.stop(nil, within: 30) == 74)
        #expect(server.standardError.contains("127.0.0.1:\(closed.port)"))
        #expect(!server.standardError.contains("s3cret-pw"))
    }

    // MARK: - Raw HTTP

    private static func cookies(in response: String) -> [String: String] {
        var cookies: [String: String] = [:]
        for line in response.split(separator: "\r\n") where line.lowercased().hasPrefix("set-cookie:") {
            let pair =
                line.dropFirst("set-cookie:".count).trimmingCharacters(in: .whitespaces)
                .split(separator: ";").first ?? ""
            let parts = pair.split(separator: "=", maxSplits: 1)
            if let name = parts.first { cookies[String(name)] = parts.count > 1 ? String(parts[1]) : "" }
        }
        return cookies
    }

    /// A form posted as a browser posts it, with the visitor's cookies; the whole answer.
    private static func postForm(
        _ body: String, to path: String, on server: ServeProcess, cookies: [String: String]
    ) async throws -> String {
        try await server.request(
            """
            POST \(path) HTTP/1.1\r
            Cookie: \(header(cookies))\r
            Content-Type: application/x-www-form-urlencoded\r
            Content-Length: \(body.utf8.count)
            """, body: body)
    }

    private static func header(_ cookies: [String: String]) -> String {
        cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }
}

extension ServeProcess {
    /// One request with a body on its own connection; returns the whole answer.
    func request(_ head: String, body: String) async throws -> String {
        let connection = try connect()
        try connection.send("\(head)\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n\(body)")
        return try await connection.readUntilClosed(within: 10).text
    }
}
