import DaybookTestSupport
import Foundation
import Testing

@Suite("What daybook serve logs")
struct ServeLogTests {
    @Test func jsonLogsAreOneObjectPerLineFromStartToStop() async throws {
        let started = Date()
        let server = try await ServeProcess(["--log-format", "json"])
        let answer = try await server.request("GET /api/todos?q=private HTTP/1.1")
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        #expect(await server.stop(within: 15) == 0)
        let lines = server.standardError.split(separator: "\n")
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String], "\(line)")
        }
        #expect(objects.count == lines.count && !objects.isEmpty)
        let messages = objects.map { $0["message"] ?? "" }
        #expect(messages.contains("serving"))
        #expect(messages.last == "stopped")
        let request = try #require(objects.first { $0["message"] == "request" })
        #expect(request["http.path"] == "/api/todos")
        #expect(request["http.status"] == "200")
        #expect(request["level"] == "info")
        #expect(!server.standardError.contains("private"))
        // ISO 8601 in UTC to the millisecond, and the time it is.
        let time = try #require(request["time"])
        #expect(time.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "\(time)")
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let when = try #require(parser.date(from: time))
        #expect(started.addingTimeInterval(-0.001) <= when && when <= Date(), "between start and stop")
    }

    /// The text format is swift-log's stream handler's, line for line: time with its offset,
    /// level, label, the metadata sorted by key, the source, the message.
    @Test func textLogsAreSwiftLogsLinesWithTheTimeItIs() async throws {
        // Nine hours ahead, as a POSIX rule: no time zone database needed.
        let started = Date()
        let server = try await ServeProcess(environment: ["TZ": "JST-9"])
        let answer = try await server.request("GET /api/todos?q=private HTTP/1.1")
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        #expect(await server.stop(within: 15) == 0)
        let lines = server.standardError.split(separator: "\n")
        let request = try #require(lines.first { $0.hasSuffix("] request") }, "\(lines)")
        let match = try #require(
            request.wholeMatch(of: /(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0900) info (\S+): (.*) \[(\S+)\] request/),
            "\(request)")
        let keys = match.3.split(separator: " ").map { $0.prefix { $0 != "=" } }
        #expect(keys == keys.sorted(), "sorted by key")
        for field in ["http.method=GET", "http.path=/api/todos", "http.route=/api/todos", "http.status=200"] {
            #expect(match.3.split(separator: " ").contains(Substring(field)), "\(field) in \(request)")
        }
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        let when = try #require(parser.date(from: String(match.1)))
        // Between start and stop, to the second the line shows.
        #expect(started.addingTimeInterval(-1) < when && when <= Date(), "between start and stop")
        #expect(
            lines.allSatisfy { $0.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0900 \w+ \S+:.* \[\S+\] .*/) != nil })
        #expect(!server.standardError.contains("private"))
    }

    @Test func metricsAreServedOnTheirOwnPortAndCountTheRequests() async throws {
        let server = try await ServeProcess(["--log-format", "json", "--metrics-port", "0"])
        // The port comes in the log line that says the metrics listener is up.
        @Sendable func metricsPort() -> Int? {
            server.standardError.split(separator: "\n").lazy.compactMap { line in
                try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
            }.first { $0["message"] == "serving metrics" }.flatMap { $0["port"] }.flatMap { Int($0) }
        }
        #expect(await eventuallyPolled { metricsPort() != nil })
        let port = try #require(metricsPort())
        #expect(port != server.port)
        for _ in 0..<3 { _ = try await server.request("GET /api/todos HTTP/1.1") }
        #expect(try await server.request("GET /metrics HTTP/1.1").hasPrefix("HTTP/1.1 404"), "not on the app's port")
        let answer = try await server.request("GET /metrics HTTP/1.1", port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        let body = try #require(answer.components(separatedBy: "\r\n\r\n").dropFirst().first)
        let page = try PrometheusText(parsing: body)
        #expect(
            page.value("daybook_http_requests_total", ["route": "/api/todos", "method": "GET", "status": "200"]) == 3)
        #expect(try #require(page.value("process_resident_memory_bytes")) > 0)
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func commandsStayQuietUnlessAsked() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let quiet = try await daybook.run("todo", "list")
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
        let verbose = try await daybook.run("todo", "list", "-v")
        #expect(verbose.stderr.contains("debug"))
    }
}
