import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// What the API's description promises beyond the Todo-Backend basics: a PATCH is one change,
/// a refused body says which field broke which rule, a new todo's address is in `Location`, and
/// paging links and pages past the end answer as described.
@Suite("The API's contract: whole changes, named fields, paging")
struct TodoAPIContractTests {
    static let json: HTTPFields = [.contentType: "application/json"]

    static func call(
        _ client: any TestClientProtocol, _ uri: String, _ method: HTTPRequest.Method, _ body: String? = nil
    )
        async throws -> TestResponse
    {
        try await client.execute(uri: uri, method: method, headers: json, body: body.map { ByteBuffer(string: $0) })
    }

    static func add(_ client: any TestClientProtocol, _ title: String) async throws -> [String: Any] {
        let created = try await call(client, "/api/todos", .post, #"{"title":"\#(title)"}"#)
        return try #require(created.json as? [String: Any])
    }

    static func path(of todo: [String: Any]) throws -> String {
        let url = try #require(todo["url"] as? String)
        return try #require(URLComponents(string: url)?.path)
    }

    static func error(_ response: TestResponse) -> String? {
        (response.json as? [String: Any])?["error"] as? String
    }

    // MARK: - A PATCH is one change

    @Test func aPatchWithOneRefusedFieldChangesNothing() async throws {
        try await WebHarness.run { client, _ in
            let todo = try await Self.add(client, "Buy milk")
            let path = try Self.path(of: todo)
            let refused = try await Self.call(
                client, path, .patch, #"{"title":"X","completed":true,"order":9007199254740992}"#)
            #expect(refused.status == .badRequest)
            #expect(Self.error(refused) == "The order must be 9007199254740991 or less.")
            let stored = try #require(try await Self.call(client, path, .get).json as? [String: Any])
            #expect(stored["title"] as? String == "Buy milk")
            #expect(stored["completed"] as? Bool == false)
            #expect(stored["updatedAt"] as? String == todo["updatedAt"] as? String)
        }
    }

    @Test func aPatchWithAFieldOfTheWrongTypeChangesNothing() async throws {
        try await WebHarness.run { client, _ in
            let todo = try await Self.add(client, "Buy milk")
            let path = try Self.path(of: todo)
            let refused = try await Self.call(client, path, .patch, #"{"title":"X","completed":"yes"}"#)
            #expect(refused.status == .badRequest)
            #expect(Self.error(refused) == "“completed” must be true or false.")
            let stored = try #require(try await Self.call(client, path, .get).json as? [String: Any])
            #expect(stored["title"] as? String == "Buy milk")
        }
    }

    /// The same on SQLite (the PostgreSQL case runs two server processes, in ScaleOutTests):
    /// concurrent PATCHes of one todo end as one of them whole.
    @Test func concurrentPatchesOfOneTodoEndAsOneOfThemWhole() async throws {
        try await WebHarness.run { client, _ in
            for trial in 0..<40 {
                let path = try Self.path(of: try await Self.add(client, "trial \(trial)"))
                let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                    for writer in 0..<6 {
                        let patch = #"{"title":"writer \#(writer)","order":\#(writer),"completed":\#(writer % 2 == 0)}"#
                        group.addTask { try await Self.call(client, path, .patch, patch).status }
                    }
                    return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
                }
                #expect(statuses == Array(repeating: .ok, count: 6))
                let read = try #require(try await Self.call(client, path, .get).json as? [String: Any])
                let order = try #require(read["order"] as? Int)
                #expect(read["title"] as? String == "writer \(order)", "trial \(trial): \(read)")
                #expect(read["completed"] as? Bool == (order % 2 == 0), "trial \(trial): \(read)")
            }
        }
    }

    // MARK: - Which field, which rule

    @Test(arguments: [
        (#"{"title":"x","order":1.5}"#, "“order” must be a whole number (without a fraction or quotes)."),
        (#"{"title":"x","order":"1"}"#, "“order” must be a whole number (without a fraction or quotes)."),
        (#"{"title":"x","order":null}"#, "“order” must be a whole number (without a fraction or quotes)."),
        (#"{"title":"x","order":1e30}"#, "“order” must be a whole number (without a fraction or quotes)."),
        (#"{"titel":"x"}"#, "“title” is required."),
        (#"{"title":null}"#, "“title” must be a string."),
        (#"{"title":5}"#, "“title” must be a string."),
        (#"["x"]"#, "The request body must be a JSON object, with the todo’s fields as its keys."),
        (#"{"title":"#, "The request body is not valid JSON."),
        ("", "The request body is not valid JSON."),
    ])
    func aRefusedNewTodoSaysWhichFieldBrokeWhichRule(body: String, message: String) async throws {
        try await WebHarness.run { client, _ in
            let response = try await Self.call(client, "/api/todos", .post, body)
            #expect(response.status == .badRequest)
            #expect(Self.error(response) == message)
            #expect((try await Self.call(client, "/api/todos", .get).json as? [Any])?.isEmpty == true)
        }
    }

    @Test func aPatchThatSetsAFieldToNullIsRefusedInTheAskedLanguage() async throws {
        try await WebHarness.run { client, _ in
            let todo = try await Self.add(client, "Buy milk")
            let path = try Self.path(of: todo)
            var headers = Self.json
            headers[.acceptLanguage] = "ja"
            let refused = try await client.execute(
                uri: path, method: .patch, headers: headers, body: ByteBuffer(string: #"{"order":null}"#))
            #expect(refused.status == .badRequest)
            #expect(Self.error(refused) == "「order」は整数で指定してください（小数や引用符は使えません）。")
        }
    }

    // MARK: - Location

    @Test func aNewTodoIsAnsweredWithItsAddressInLocation() async throws {
        try await WebHarness.run { client, _ in
            let created = try await Self.call(client, "/api/todos", .post, #"{"title":"Buy milk"}"#)
            #expect(created.status == .created)
            let url = try #require((created.json as? [String: Any])?["url"] as? String)
            #expect(created.headers[.location] == url)
        }
    }

    // MARK: - Paging

    @Test func everyPageLinksToTheFirstPreviousNextAndLastThatApply() async throws {
        try await WebHarness.run { client, _ in
            for number in 1...5 { _ = try await Self.add(client, "todo \(number)") }
            let first = try await Self.call(client, "/api/todos?size=2", .get)
            #expect(Self.links(first) == ["next": "page=2&size=2", "last": "page=3&size=2"])
            let middle = try await Self.call(client, "/api/todos?page=2&size=2", .get)
            #expect(
                Self.links(middle) == [
                    "first": "page=1&size=2", "prev": "page=1&size=2", "next": "page=3&size=2", "last": "page=3&size=2",
                ])
            let last = try await Self.call(client, "/api/todos?page=3&size=2", .get)
            #expect(Self.links(last) == ["first": "page=1&size=2", "prev": "page=2&size=2"])
            let whole = try await Self.call(client, "/api/todos", .get)
            #expect(whole.headers[.link] == nil, "one page: nothing to link to")
        }
    }

    @Test func aPagePastTheEndIsAnEmptyListWithItsHeaders() async throws {
        try await WebHarness.run { client, _ in
            for number in 1...3 { _ = try await Self.add(client, "todo \(number)") }
            let past = try await Self.call(client, "/api/todos?page=999999&size=1", .get)
            #expect(past.status == .ok)
            #expect((past.json as? [Any])?.isEmpty == true)
            #expect(past.headers[.xTotalCount] == "3")
            #expect(Self.links(past) == ["first": "page=1&size=1", "last": "page=3&size=1"])
            let second = try await Self.call(client, "/api/todos?page=2", .get)
            #expect(second.status == .ok, "past the end of the default page of 10,000")
            #expect((second.json as? [Any])?.isEmpty == true)
            #expect(Self.links(second) == ["first": "page=1", "last": "page=1"])
        }
    }

    /// `Link` as relation → the query of its target (which must be this server's list).
    static func links(_ response: TestResponse) -> [String: String] {
        guard let header = response.headers[.link] else { return [:] }
        var links: [String: String] = [:]
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pieces.count == 2, pieces[0].hasPrefix("<"), pieces[0].hasSuffix(">"),
                let target = URLComponents(string: String(pieces[0].dropFirst().dropLast())),
                target.path == "/api/todos", pieces[1].hasPrefix("rel=\"")
            else { return ["unreadable": header] }
            links[String(pieces[1].dropFirst(5).dropLast())] = target.query ?? ""
        }
        return links
    }
}
