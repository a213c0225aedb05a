import Foundation
import Testing

/// `daybook serve` as a process against clients that misbehave on purpose, over raw sockets.
/// Timeouts are set short (1 s) and checked with generous bounds: they are about behaviour (the
/// connection is closed, the process exits), not speed.
@Suite("daybook serve against hostile clients, run as a process")
struct ServeSafetyTests {
    static let short = ["--header-timeout", "1", "--body-timeout", "1", "--idle-timeout", "1"]

    @Test func aRequestForAnotherHostIsMisdirected() async throws {
        let server = try await ServeProcess()
        let rebound = try await server.request("GET /api/todos HTTP/1.1", host: "evil.example:\(server.port)")
        #expect(rebound.hasPrefix("HTTP/1.1 421 Misdirected Request"))
        #expect(rebound.contains("This server does not answer for that host name."))
        for target in ["/nowhere", "/healthz", "/signin"] {
            let probe = try await server.request("GET \(target) HTTP/1.1", host: "evil.example")
            #expect(probe.hasPrefix("HTTP/1.1 421"), "\(target): no path is answered for another host")
        }
        #expect(try await server.request("GET /healthz HTTP/1.1", host: nil).hasPrefix("HTTP/1.1 200"))
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)"] {
            #expect(
                try await server.request("GET /api/todos HTTP/1.1", host: host).hasPrefix("HTTP/1.1 200"), "\(host)")
        }
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func aTrickledHeadIsCutOff() async throws {
        let server = try await ServeProcess(Self.short)
        let connection = try server.connect()
        try connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        let trickle = Task {
            while !Task.isCancelled, (try? connection.send("x")) == true {
                try? await Task.sleep(for: .milliseconds(300))
            }
        }
        let reading = try await connection.readUntilClosed(within: 10)
        trickle.cancel()
        #expect(reading.closed, "a head that never ends is not waited for")
        #expect(reading.bytes.isEmpty, "and it was never answered")
        #expect(try await server.request("GET /healthz HTTP/1.1").hasPrefix("HTTP/1.1 200"))
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func aStalledBodyIsCutOff() async throws {
        let server = try await ServeProcess(Self.short)
        let connection = try server.connect()
        try connection.send(
            "POST /api/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"ti"
        )
        let reading = try await connection.readUntilClosed(within: 10)
        #expect(reading.closed)
        #expect(try await server.request("GET /api/todos HTTP/1.1").contains("[]"), "nothing half-sent was stored")
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func anAnswerSentBeforeTheBodyDoesNotLiftTheBodysDeadline() async throws {
        let server = try await ServeProcess(Self.short)
        // Not JSON: refused at once, without reading the body, which is held back.
        let held = try server.connect()
        try held.send(
            "POST /api/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1\r\n\r\n")
        let cutOff = try await held.readUntilClosed(within: 10)
        #expect(cutOff.text.hasPrefix("HTTP/1.1 415"))
        #expect(cutOff.closed, "the body still had to arrive in time")
        // The body arrives after the answer: the connection is then idle, and closed as such.
        let late = try server.connect()
        try late.send(
            "POST /api/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1\r\n\r\n")
        try await Task.sleep(for: .milliseconds(300))
        try late.send("x")
        #expect(try await late.readUntilClosed(within: 10).closed)
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func aClientThatNeverReadsItsAnswersIsCutOff() async throws {
        let server = try await ServeProcess(Self.short)
        let titles = (1...200).map { "todo \($0) " + String(repeating: "x", count: 400) }.joined(separator: "\n")
        let file = server.home.appendingPathComponent("titles.txt")
        try titles.write(to: file, atomically: true, encoding: .utf8)
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        #expect(try await daybook.run("todo", "import", file.path, "--database", server.databasePath).status == 0)
        // A hundred answers of about 100 KB, asked for at once, and none read: the server's send
        // buffer fills up and stays full.
        let greedy = try server.connect(receiveBuffer: 4096)
        try greedy.send(String(repeating: "GET /api/todos HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", count: 100))
        try await Task.sleep(for: .seconds(4))
        let reading = try await greedy.readUntilClosed(within: 20)
        let answers = reading.text.components(separatedBy: "HTTP/1.1 200 OK").count - 1
        #expect(reading.closed)
        #expect(answers < 100, "cut off while its answers waited, not after all \(answers) were sent")
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func anIdleKeptAliveConnectionIsClosed() async throws {
        let server = try await ServeProcess(Self.short)
        let connection = try server.connect()
        try connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let reading = try await connection.readUntilClosed(within: 10)
        #expect(reading.text.hasPrefix("HTTP/1.1 200") && reading.text.hasSuffix("ok\n"))
        #expect(reading.closed, "kept alive, then closed once idle")
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func pastTheConnectionLimitNewcomersWaitUntilAConnectionCloses() async throws {
        let server = try await ServeProcess(["--max-connections", "3", "--header-timeout", "60"])
        var idle = try (0..<3).map { _ in try server.connect() }
        try await Task.sleep(for: .milliseconds(300))
        let waiting = try server.connect()
        try waiting.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let early = try await waiting.readUntilClosed(within: 2)
        #expect(early.bytes.isEmpty, "three connections are being served: the fourth waits its turn")
        idle.removeLast()  // one client leaves
        let answer = try await waiting.readUntilClosed(within: 10)
        #expect(answer.text.hasPrefix("HTTP/1.1 200"), "and then it is served")
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func idleConnectionsBeyondTheLimitTimeOutAndTheServerRecoversByItself() async throws {
        let server = try await ServeProcess(Self.short + ["--max-connections", "10"])
        let idle = try (0..<40).map { _ in try server.connect() }
        // The 10 served connections time out; the ones queued behind them get their turn and time
        // out too; then a real request is served. Nothing had to be restarted.
        let answer = try await server.request("GET /healthz HTTP/1.1")
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        withExtendedLifetime(idle) {}
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func aStopNeverWaitsLongForAStalledClient() async throws {
        let server = try await ServeProcess(["--shutdown-timeout", "1", "--body-timeout", "120"])
        let connection = try server.connect()
        try connection.send(
            "POST /api/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"
        )
        try await Task.sleep(for: .milliseconds(300))
        // Without a bound the server would wait for the other 999 bytes (two minutes here).
        #expect(await server.stop(SIGTERM, within: 20) == 0)
        withExtendedLifetime(connection) {}
    }

    /// Requests the HTTP parser refuses (RFC 9112 §6.3 and §2.2: a body's length said twice, or
    /// two ways; a line ending in LF alone; a head past the decoder's limit).
    static let malformed: [(name: String, request: String, status: String)] = [
        (
            "Content-Length beside Transfer-Encoding",
            "POST /api/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", "400"
        ),
        (
            "two Content-Lengths",
            "POST /api/todos HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", "400"
        ),
        ("lines ending in a bare LF", "GET /healthz HTTP/1.1\nHost: 127.0.0.1\n\n", "400"),
        (
            "a 100 KB header",
            "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: "
                + String(repeating: "a", count: 100_000) + "\r\n\r\n", "431"
        ),
    ]

    /// Such a request is answered at once and its connection closed, whether it is the
    /// connection's first request or comes after one answered: never left waiting, unanswered,
    /// for the header deadline (set long here, so that waiting for it would show).
    @Test func aRequestTheParserRefusesIsAnsweredAndItsConnectionClosed() async throws {
        let server = try await ServeProcess(["--header-timeout", "120", "--idle-timeout", "120"])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, request, status) in Self.malformed {
                group.addTask {
                    let first = try server.connect()
                    try first.send(request)
                    let reading = try await first.readUntilClosed(within: 90)
                    #expect(reading.closed, "\(name): closed")
                    #expect(reading.text.hasPrefix("HTTP/1.1 \(status) "), "\(name): \(reading.text.prefix(80))")
                    #expect(reading.text.lowercased().contains("connection: close"), "\(name)")

                    let second = try server.connect()
                    try second.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + request)
                    let after = try await second.readUntilClosed(within: 90)
                    #expect(after.closed, "\(name), after a request answered: closed")
                    #expect(after.text.hasPrefix("HTTP/1.1 200 "), "\(name): the first request is answered")
                    #expect(after.text.contains("HTTP/1.1 \(status) "), "\(name), after a request answered")
                }
            }
            try await group.waitForAll()
        }
        #expect(try await server.request("GET /healthz HTTP/1.1").hasPrefix("HTTP/1.1 200"))
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func listeningWhereOtherMachinesCanConnectNeedsAPassword() async throws {
        let refused = try await ServeProcess(["--host", "0.0.0.0"], ready: false)
        #expect(await refused.stop(nil, within: 30) == 64)
        #expect(
            refused.standardError
                == "daybook: Serving on 0.0.0.0 lets other machines connect: add an account for each person "
                + "(daybook user add NAME), set DAYBOOK_PASSWORD in the environment, "
                + "or add --public to serve without a password on purpose.\n")

        let secret = "a long enough secret"
        let withPassword = try await ServeProcess(["--host", "0.0.0.0"], environment: ["DAYBOOK_PASSWORD": secret])
        #expect(await withPassword.stop(within: 15) == 0)
        #expect(!withPassword.standardError.contains(secret))

        let onPurpose = try await ServeProcess(["--host", "0.0.0.0", "--public"])
        #expect(await onPurpose.stop(within: 15) == 0)
    }
}
