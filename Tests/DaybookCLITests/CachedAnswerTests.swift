import DaybookTestSupport
import Foundation
import Testing

/// The server keeps written pages of the list (the API's JSON, the HTML list's content) while the
/// list's revision stays put. These tests fill those caches, write from another process, and
/// check the very next answer shows the write: the command line on the same SQLite file, and a
/// second server on the same PostgreSQL database.
@Suite("Cached answers never outlive a write")
struct CachedAnswerTests {
    /// The API list and the HTML list, each asked twice so the second answer is the kept one.
    private static func readTwice(_ server: ServeProcess) async throws -> (api: String, page: String) {
        for _ in 0..<2 {
            _ = try await server.request("GET /api/todos HTTP/1.1")
            _ = try await server.request("GET /todos HTTP/1.1")
        }
        return (try await server.request("GET /api/todos HTTP/1.1"), try await server.request("GET /todos HTTP/1.1"))
    }

    @Test func aWriteByTheCommandLineOnTheSameFileShowsAtOnce() async throws {
        let server = try await ServeProcess()
        let cli = DaybookProcess()
        defer { cli.cleanUp() }
        let database = ["--database", server.databasePath]
        #expect(try await cli.run(["todo", "add", "Buy milk"] + database).status == 0)
        let first = try await Self.readTwice(server)
        #expect(first.api.contains(#""title":"Buy milk""#))
        #expect(first.page.contains("Buy milk"))

        // A change of title only: no count moves, so only the revision says the list changed.
        let id = try #require(Self.id(in: first.api))
        #expect(try await cli.run(["todo", "rename", id, "Buy oat milk"] + database).status == 0)
        let renamed = try await Self.readTwice(server)
        #expect(renamed.api.contains(#""title":"Buy oat milk""#))
        #expect(!renamed.api.contains(#""title":"Buy milk""#))
        #expect(renamed.page.contains("Buy oat milk"))

        #expect(try await cli.run(["todo", "add", "Call mum"] + database).status == 0)
        #expect(try await cli.run(["todo", "done", id] + database).status == 0)
        let added = try await server.request("GET /api/todos HTTP/1.1")
        #expect(added.contains(#""title":"Call mum""#))
        #expect(added.contains(#""completed":true"#))
        #expect(added.contains("X-Total-Count: 2") || added.lowercased().contains("x-total-count: 2"))
        let page = try await server.request("GET /todos HTTP/1.1")
        #expect(page.contains("Call mum"))
        #expect(page.contains("Total 2 · open 1 · done 1"))

        #expect(try await cli.run(["todo", "rm", id] + database).status == 0)
        let removed = try await server.request("GET /api/todos HTTP/1.1")
        #expect(!removed.contains("Buy oat milk"))
        #expect(await server.stop(within: 10) == 0)
    }

    @Test(.enabled(if: PostgresTestServer.isAvailable, "DAYBOOK_TEST_POSTGRES_URL is not set"))
    func aWriteThroughAnotherServerOnTheSameDatabaseShowsAtOnce() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let environment = ["DAYBOOK_DATABASE_URL": url, "DAYBOOK_DATABASE_TIMEOUT": "60"]
        let (reader, writer) = (
            try await ServeProcess(environment: environment), try await ServeProcess(environment: environment)
        )
        let created = try await writer.request(
            Self.json("POST /api/todos", #"{"title":"Buy milk"}"#), body: #"{"title":"Buy milk"}"#)
        let id = try #require(Self.id(in: created))
        let first = try await Self.readTwice(reader)
        #expect(first.api.contains(#""title":"Buy milk""#))

        let patch = #"{"title":"Buy oat milk"}"#
        let patched = try await writer.request(Self.json("PATCH /api/todos/\(id)", patch), body: patch)
        #expect(patched.hasPrefix("HTTP/1.1 200"))
        let after = try await Self.readTwice(reader)
        #expect(after.api.contains(#""title":"Buy oat milk""#))
        #expect(after.page.contains("Buy oat milk"))
        #expect(!after.page.contains("Buy milk<"))
    }

    /// A request head that sends `body` as JSON.
    private static func json(_ line: String, _ body: String) -> String {
        "\(line) HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)"
    }

    /// The first todo's id in an API answer.
    private static func id(in answer: String) -> String? {
        guard let range = answer.range(of: #""id":""#) else { return nil }
        return String(answer[range.upperBound...].prefix(36))
    }
}
