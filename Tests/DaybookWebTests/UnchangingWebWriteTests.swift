import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import DaybookWeb

/// The web's writes that ask for what is there already write nothing (the stores' side is
/// UnchangingWriteContractTests): a PATCH of the fields a todo holds, a rename to its own title.
/// The todo's time stays, and so does the list's revision, which every answer any server kept
/// hangs on.
@Suite("The web's writes that change nothing")
struct UnchangingWebWriteTests {
    /// The list's revision, as another process on the same database reads it.
    static func revision(at path: String) async throws -> Int64 {
        let container = try AppContainer(
            configuration: DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical),
            logger: Logger(label: "test"), passwordHashCost: 4)
        return try await container.makeTodoController(for: .household).revision()
    }

    func call(_ client: any TestClientProtocol, _ uri: String, _ method: HTTPRequest.Method, _ body: String? = nil)
        async throws -> TestResponse
    {
        try await client.execute(
            uri: uri, method: method, headers: [.contentType: "application/json"],
            body: body.map { ByteBuffer(string: $0) })
    }

    @Test func aPatchOfWhatTheTodoHoldsWritesNothing() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("web.sqlite")
        try await WebHarness.run(databasePath: path) { client, _ in
            let created = try await call(client, "/api/todos", .post, #"{"title":"a todo","order":5}"#)
            let url = try #require((created.json as? [String: Any])?["url"] as? String)
            let todo = try #require(URLComponents(string: url)?.path)
            let done = try #require(try await call(client, todo, .patch, #"{"completed":true}"#).json as? [String: Any])
            let revision = try await Self.revision(at: path)

            let again = try await call(client, todo, .patch, #"{"title":" a todo ","completed":true,"order":5}"#)
            #expect(again.status == .ok)
            let same = try #require(again.json as? [String: Any])
            #expect(same["updatedAt"] as? String == done["updatedAt"] as? String, "its time stays")
            #expect(same["title"] as? String == "a todo" && same["completed"] as? Bool == true)
            #expect(try await Self.revision(at: path) == revision, "nothing written")
            #expect(try await call(client, todo, .patch, "{}").status == .ok)
            #expect(try await Self.revision(at: path) == revision, "an empty PATCH writes nothing either")
        }
    }

    @Test func aRenameToItsOwnTitleWritesNothingAndSaysSo() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("web.sqlite")
        try await WebHarness.run(databasePath: path) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            try await browser.post(client, "/todos", form: ["title": "Buy milk"])
            let id = try #require(TodoPageTests.ids(in: try await browser.get(client, "/todos").text).first)
            let revision = try await Self.revision(at: path)

            try await browser.post(client, "/todos/\(id)/rename", form: ["title": "Buy milk "])
            #expect(try await browser.get(client, "/todos").text.contains("“Buy milk” already has that title."))
            #expect(try await Self.revision(at: path) == revision)
        }
    }
}
