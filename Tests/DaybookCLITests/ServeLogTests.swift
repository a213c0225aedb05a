import Foundation
import Testing

@Suite("What daybook serve logs")
struct ServeLogTests {
    @Test func jsonLogsAreOneObjectPerLineFromStartToStop() async throws {
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
