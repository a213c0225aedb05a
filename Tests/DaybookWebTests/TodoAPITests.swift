import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// `/api/todos` against the Todo-Backend specification's expectations.
@Suite("The Todo-Backend API")
struct TodoAPITests {
    let json: HTTPFields = [.contentType: "application/json"]

    func call(
        _ client: any TestClientProtocol, _ uri: String, _ method: HTTPRequest.Method, _ body: String? = nil,
        headers: HTTPFields? = nil
    ) async throws -> TestResponse {
        try await client.execute(
            uri: uri, method: method, headers: headers ?? json, body: body.map { ByteBuffer(string: $0) })
    }

    @Test func createReadUpdateDelete() async throws {
        try await WebHarness.run { client, _ in
            let empty = try await call(client, "/api/todos", .get)
            #expect(empty.status == .ok)
            #expect(empty.json as? [Any] != nil && (empty.json as? [Any])?.isEmpty == true)

            let created = try await call(client, "/api/todos", .post, #"{"title":"a todo","order":523}"#)
            #expect(created.status == .created)
            let todo = try #require(created.json as? [String: Any])
            #expect(todo["title"] as? String == "a todo")
            #expect(todo["completed"] as? Bool == false)
            #expect(todo["order"] as? Int == 523)
            let url = try #require(todo["url"] as? String)
            let parts = try #require(URLComponents(string: url))
            #expect(parts.scheme == "http" && parts.host != nil, "absolute")
            let path = parts.path
            #expect(path.hasPrefix("/api/todos/"))

            let read = try #require(try await call(client, path, .get).json as? [String: Any])
            #expect(read["title"] as? String == "a todo")

            let patched = try await call(client, path, .patch, #"{"title":"changed","completed":true,"order":95}"#)
            #expect(patched.status == .ok)
            let changed = try #require(patched.json as? [String: Any])
            #expect(changed["title"] as? String == "changed")
            #expect(changed["completed"] as? Bool == true)
            #expect(changed["order"] as? Int == 95)
            #expect((try await call(client, path, .get).json as? [String: Any])?["completed"] as? Bool == true)

            let deleted = try await call(client, path, .delete)
            #expect(deleted.status == .noContent)
            let gone = try await call(client, path, .get)
            #expect(gone.status == .notFound)
            #expect((gone.json as? [String: Any])?["error"] as? String == "No todo has that id.")
        }
    }

    @Test func deletingTheRootClearsEverything() async throws {
        try await WebHarness.run { client, _ in
            _ = try await call(client, "/api/todos", .post, #"{"title":"one"}"#)
            _ = try await call(client, "/api/todos", .post, #"{"title":"two"}"#)
            #expect((try await call(client, "/api/todos", .get).json as? [Any])?.count == 2)
            #expect(try await call(client, "/api/todos", .delete).status == .noContent)
            #expect((try await call(client, "/api/todos", .get).json as? [Any])?.isEmpty == true)
        }
    }

    @Test(arguments: ["/api/todos", "/api/todos/\(UUID().uuidString)"])
    func preflightsAllowPatchAndDeleteFromAnyOriginWhenAllowed(path: String) async throws {
        try await WebHarness.run(settings: ServeSettings(port: 0, allowedOrigins: .any)) { client, _ in
            let response = try await call(
                client, path, .options,
                headers: [
                    .origin: "http://www.todobackend.com", .accessControlRequestMethod: "PATCH",
                    .accessControlRequestHeaders: "content-type",
                ])
            #expect(response.status == .noContent)
            #expect(response.headers[.accessControlAllowOrigin] == "*")
            let methods = response.headers[.accessControlAllowMethods] ?? ""
            #expect(methods.contains("PATCH") && methods.contains("DELETE"))
            #expect(response.headers[.accessControlAllowHeaders]?.lowercased().contains("content-type") == true)
        }
    }

    /// Which field broke which rule is in `TodoAPIContractTests`; these are not JSON at all.
    @Test(arguments: [#"{"title":"#, "not json", #"{"title":"x"} trailing"#, ""])
    func malformedJSONIsA400WithAJSONError(body: String) async throws {
        try await WebHarness.run { client, _ in
            let response = try await call(client, "/api/todos", .post, body)
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let error = try #require((response.json as? [String: Any])?["error"] as? String)
            #expect(error == "The request body is not valid JSON.")
            #expect((try await call(client, "/api/todos", .get).json as? [Any])?.isEmpty == true)
        }
    }

    @Test func anInvalidTitleIsA400InTheAskedLanguage() async throws {
        try await WebHarness.run { client, _ in
            var headers = json
            headers[.acceptLanguage] = "ja"
            let response = try await call(client, "/api/todos", .post, #"{"title":"   "}"#, headers: headers)
            #expect(response.status == .badRequest)
            #expect((response.json as? [String: Any])?["error"] as? String == "タイトルを入力してください。")
        }
    }

    @Test func anOversizedBodyIs413() async throws {
        try await WebHarness.run { client, _ in
            let title = String(repeating: "x", count: 70_000)
            let response = try await call(client, "/api/todos", .post, #"{"title":"\#(title)"}"#)
            #expect(response.status == .contentTooLarge)
            #expect((response.json as? [String: Any])?["error"] as? String == "The request is too large.")
        }
    }
}

@Suite("The API's list is bounded")
struct TodoAPIPagingTests {
    @Test func theListComesInPagesWithALinkToTheNext() async throws {
        try await WebHarness.run { client, _ in
            for number in 1...5 {
                _ = try await client.execute(
                    uri: "/api/todos", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: #"{"title":"todo \#(number)"}"#))
            }
            let whole = try await client.execute(uri: "/api/todos", method: .get)
            #expect((whole.json as? [[String: Any]])?.count == 5)
            #expect(whole.headers[.xTotalCount] == "5")
            #expect(whole.headers[.link] == nil, "everything fits in the default page of 10,000")

            let first = try await client.execute(uri: "/api/todos?size=2", method: .get)
            #expect((first.json as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["todo 1", "todo 2"])
            let next = try #require(first.headers[.link])
            #expect(next.contains("/api/todos?page=2&size=2>; rel=\"next\""))
            let last = try await client.execute(uri: "/api/todos?page=3&size=2", method: .get)
            #expect((last.json as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["todo 5"])
            #expect(last.headers[.link]?.contains("rel=\"next\"") == false)

            let tooBig = try await client.execute(uri: "/api/todos?size=10001", method: .get)
            #expect(tooBig.status == .badRequest)
            #expect((tooBig.json as? [String: String])?["error"] == "The page size must be 10000 or less.")
            let notANumber = try await client.execute(uri: "/api/todos?page=two", method: .get)
            #expect(notANumber.status == .badRequest)
            #expect((notANumber.json as? [String: String])?["error"] == "The page is not in a valid form.")
        }
    }

    /// The list is written by hand (JSONWriter), not by the encoder: the bytes must be the ones
    /// `JSONEncoder` with sorted keys writes for the same todos, escapes and times included, and
    /// a kept answer must be the same bytes as a fresh one.
    @Test func theWrittenListIsWhatJSONEncoderWritesForTheSameTodos() async throws {
        try await WebHarness.run { client, _ in
            for title in ["plain", "quote \" and backslash \\ and </script>", "日本語 🇯🇵 𠮷", "a/b & c"] {
                let body = try JSONEncoder().encode(["title": title])
                _ = try await client.execute(
                    uri: "/api/todos", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(bytes: body))
            }
            let answer = try await client.execute(uri: "/api/todos", method: .get)
            let again = try await client.execute(uri: "/api/todos", method: .get)
            #expect(Array(buffer: answer.body) == Array(buffer: again.body))
            struct Todo: Codable {
                let completed: Bool
                let createdAt: String
                let id: String
                let order: Int
                let title: String
                let updatedAt: String
                let url: String
            }
            let todos = try JSONDecoder().decode([Todo].self, from: Data(buffer: answer.body))
            #expect(todos.count == 4)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            #expect(Array(buffer: answer.body) == Array(try encoder.encode(todos)))
            #expect(answer.headers[.contentType] == "application/json; charset=utf-8")
        }
    }
}

@Suite("The API while another program holds the database")
struct BusyStorageAPITests {
    @Test func aWriterThatWaitedTooLongIsToldToRetryNotGivenA500() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("busy.sqlite")
        let logs = CapturedLogs()
        let metrics = DaybookMetrics()
        try await WebHarness.run(databasePath: path, logs: logs, metrics: metrics) { client, _ in
            // Another process's long write (a big import, say) holds the write lock throughout.
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true
            let other = try DatabaseQueue(path: path, configuration: configuration)
            try await other.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
            defer { try? other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") } }
            let answer = try await client.execute(
                uri: "/api/todos", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"title":"waits its turn"}"#))
            #expect(answer.status == .serviceUnavailable)
            #expect(answer.headers[.retryAfter] == "5")
            #expect(
                (answer.json as? [String: String])?["error"] == "The database is busy in another program. Try again.")
        }
        // The operator sees the failure and its cause, and the request's line at error level.
        #expect(logs.lines.contains { $0.level == .error && $0.message == "storage failure" })
        let request = try #require(logs.lines.first { $0.message == "request" })
        #expect(request.level == .error)
        #expect(request.metadata["http.status"] == "503")
        // And in the metrics: a 503 for the route, and the database operation that failed as busy.
        let page = try await MetricsTests.scrape(metrics)
        #expect(
            page.value("daybook_http_requests_total", ["route": "/api/todos", "method": "POST", "status": "503"]) == 1)
        #expect(page.value("daybook_database_operations_total", ["engine": "sqlite", "outcome": "busy"]) == 1)
        #expect(page.types["daybook_http_request_errors_total"] == nil, "a 0 beside every series, never counted")
    }
}
