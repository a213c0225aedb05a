import DaybookTestSupport
import Foundation
import Testing

/// Two people on two `daybook serve` processes sharing a PostgreSQL database, with the command
/// line beside them: each sees only their own through pages, the API (Bearer and Basic) and the
/// command line, on either server; the sign-in answers an unknown name as it answers a wrong
/// password; removing a person through one process ends their session and token on the others.
@Suite(
    "Accounts on servers sharing a PostgreSQL database", .timeLimit(.minutes(3)),
    .enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
struct AccountScaleOutTests {
    /// One request with `headers` (and a form or JSON body), on a connection of its own, written
    /// and read as bytes (no client library that could follow a redirect or answer a challenge):
    /// the status, the headers (`set-cookie` lines joined by newlines) and the body.
    static func request(
        _ server: ServeProcess, _ method: String, _ path: String, headers: [String: String] = [:],
        form: [String: String]? = nil, json: String? = nil
    ) async throws -> (status: Int, headers: [String: String], text: String) {
        var fields = headers
        var body = ""
        if let form {
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            body = form.sorted { $0.key < $1.key }.map {
                "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
            }.joined(separator: "&")
            fields["Content-Type"] = "application/x-www-form-urlencoded"
        }
        if let json {
            body = json
            fields["Content-Type"] = "application/json"
        }
        if !body.isEmpty { fields["Content-Length"] = "\(body.utf8.count)" }
        let head = fields.map { "\($0.key): \($0.value)" }.sorted().joined(separator: "\r\n")
        let connection = try server.connect()
        _ = try connection.send(
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
                + (head.isEmpty ? "" : head + "\r\n") + "\r\n" + body)
        let answer = try await connection.readUntilClosed(within: 30).text
        let parts = answer.components(separatedBy: "\r\n\r\n")
        let lines = (parts.first ?? "").components(separatedBy: "\r\n")
        let status = try #require(lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") })
        var answered: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            answered[name] = answered[name].map { $0 + "\n" + value } ?? value
        }
        return (status, answered, parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// A browser's cookies: the visitor's and form token's from a first page, then the sign-in's.
    struct Cookies {
        var values: [String: String] = [:]
        var header: [String: String] {
            ["Cookie": values.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")]
        }

        mutating func take(_ headers: [String: String]) {
            guard let set = headers["set-cookie"] else { return }
            for part in set.components(separatedBy: "\n") {
                let pair = part.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].hasPrefix("daybook_") else { continue }
                values[String(pair[0])] = String(pair[1])
            }
        }
    }

    /// Signs in on `server` with the sign-in form; the answer, and the cookies after it.
    static func signIn(_ server: ServeProcess, name: String, password: String, cookies: Cookies = Cookies())
        async throws -> (status: Int, text: String, cookies: Cookies)
    {
        var cookies = cookies
        cookies.take(try await request(server, "GET", "/signin", headers: cookies.header).headers)
        let answer = try await request(
            server, "POST", "/signin", headers: cookies.header,
            form: ["csrf": cookies.values["daybook_csrf"] ?? "", "name": name, "password": password, "next": "/todos"])
        cookies.take(answer.headers)
        return (answer.status, answer.text, cookies)
    }

    static func basic(_ name: String, _ password: String) -> [String: String] {
        ["Authorization": "Basic " + Data("\(name):\(password)".utf8).base64EncodedString()]
    }

    @Test func twoPeopleOnTwoServersEachSeeTheirOwnAndARemovalEndsEverywhere() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let environment = ["DAYBOOK_DATABASE_URL": url, "DAYBOOK_DATABASE_TIMEOUT": "60"]
        let daybook = DaybookProcess(environment: environment)
        defer { daybook.cleanUp() }
        for (name, password) in [("Hanako", "hanako's password"), ("Taro", "taro's password")] {
            let added = try await UserCommandTests.run(daybook, "user", "add", name, input: password + "\n")
            #expect(added.status == 0, "\(added.stderr)")
        }
        let issued = try await daybook.run("user", "token", "taro")
        let token = try #require(issued.stdout.split(separator: "\n").last.map(String.init))
        #expect(try await daybook.run("todo", "add", "Hanako's from the command line", "--user", "hanako").status == 0)
        // The second listens where other machines could connect, with no password: accounts let it.
        let servers = [
            try await ServeProcess(environment: environment),
            try await ServeProcess(["--host", "0.0.0.0"], environment: environment),
        ]

        // Taro adds through the API with his token on one server; Hanako reads with Basic on the other.
        let bearer = ["Authorization": "Bearer " + token]
        let created = try await Self.request(
            servers[0], "POST", "/api/todos", headers: bearer, json: #"{"title":"Taro through the API"}"#)
        #expect(created.status == 201)
        let hisID = try #require(
            (try JSONSerialization.jsonObject(with: Data(created.text.utf8)) as? [String: Any])?["id"] as? String)
        let hers = try await Self.request(
            servers[1], "GET", "/api/todos", headers: Self.basic("hanako", "hanako's password"))
        #expect(hers.status == 200 && hers.text.contains("Hanako's from the command line"))
        #expect(!hers.text.contains("Taro through the API"))
        let notHers = try await Self.request(
            servers[1], "GET", "/api/todos/\(hisID)", headers: Self.basic("Hanako", "hanako's password"))
        #expect(notHers.status == 404)
        #expect(try await Self.request(servers[1], "GET", "/api/todos/\(hisID)", headers: bearer).status == 200)

        // Pages: signed in on one server, the cookie holds on the other; each sees their own.
        let taro = try await Self.signIn(servers[0], name: "taro", password: "taro's password")
        #expect(taro.status == 303)
        let hisPage = try await Self.request(servers[1], "GET", "/todos", headers: taro.cookies.header)
        #expect(hisPage.status == 200 && hisPage.text.contains("Taro through the API"))
        #expect(!hisPage.text.contains("from the command line"))
        let hanako = try await Self.signIn(servers[1], name: "HANAKO", password: "hanako's password")
        let herPage = try await Self.request(servers[0], "GET", "/todos", headers: hanako.cookies.header)
        #expect(herPage.status == 200 && herPage.text.contains("from the command line"))
        #expect(!herPage.text.contains("Taro through the API"))

        // The command line, as either of them.
        let his = try await daybook.run("todo", "list", "--user", "Taro")
        #expect(his.stdout.contains("Taro through the API") && !his.stdout.contains("from the command line"))

        // No enumeration: an unknown name and a wrong password, the same status and page.
        let unknown = try await Self.signIn(
            servers[0], name: "Jiro", password: "taro's password", cookies: taro.cookies)
        let wrong = try await Self.signIn(servers[0], name: "Taro", password: "not his password", cookies: taro.cookies)
        #expect(unknown.status == 401 && wrong.status == 401)
        #expect(
            unknown.text.replacingOccurrences(of: "Jiro", with: "NAME")
                == wrong.text.replacingOccurrences(of: "Taro", with: "NAME"))

        // Removing Taro through the command line ends his session and his token on both servers.
        #expect(try await daybook.run("user", "remove", "Taro", "--yes").status == 0)
        for server in servers {
            #expect(
                try await Self.until {
                    try await Self.request(server, "GET", "/todos", headers: taro.cookies.header).status == 303
                })
            #expect(
                try await Self.until {
                    try await Self.request(server, "GET", "/api/todos", headers: bearer).status == 401
                })
        }
        #expect(try await Self.request(servers[1], "GET", "/todos", headers: hanako.cookies.header).status == 200)
        for server in servers { #expect(await server.stop(SIGTERM, within: 30) == 0) }
    }

    /// Asks until `condition` holds: an announcement reaches the other servers within moments,
    /// but no test on a loaded machine can say when. Bounded: 10 s.
    static func until(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }
}
