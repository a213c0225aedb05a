import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// Deleting is one tap on a phone, so it can be taken back: the flash that confirms a delete (or
/// a clear) holds an Undo button, a plain form with the visitor's token, that puts the todos back
/// exactly as they were. What it restores is kept in the database, so any server process may
/// answer the Undo, for a while and once.
@Suite("Undoing a delete on /todos")
struct TodoUndoTests {
    @Test func aDeletedTodoComesBackExactlyAsItWas() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            for title in ["Buy milk", "Call mum", "Water plants"] {
                try await browser.post(client, "/todos", form: ["title": title])
            }
            let ids = TodoPageTests.ids(in: try await browser.get(client, "/todos").text)
            try await browser.post(client, "/todos/\(ids[1])/toggle")
            let before = try await Self.stored(ids[1], client)

            try await browser.post(client, "/todos/\(ids[1])/delete")
            let deleted = try await browser.get(client, "/todos").text
            #expect(!deleted.contains("id=\"todo-\(ids[1])\""))
            #expect(deleted.contains("Deleted “Call mum”."))
            #expect(deleted.contains("<form method=\"post\" action=\"/todos/undo\">"))
            #expect(deleted.contains(">Undo</button>"))
            let key = try #require(Self.undoKey(in: deleted))
            #expect(Set(TodoPageTests.formTokens(in: deleted)) == [try #require(browser.csrfToken)])

            let undone = try await browser.post(client, "/todos/undo", form: ["undo": key])
            #expect(undone.status == .seeOther)
            #expect(undone.headers[.location] == "/todos#todo-\(ids[1])")
            let page = try await browser.get(client, "/todos").text
            #expect(page.contains("role=\"status\">Restored “Call mum”.</p>"))
            #expect(TodoPageTests.ids(in: page) == ids, "back in its place")
            #expect(page.contains("<li class=\"todo done\" id=\"todo-\(ids[1])\">"))
            #expect(try await Self.stored(ids[1], client) == before, "same id, title, completion, order and times")

            // Once: the same button again restores nothing and says so.
            try await browser.post(client, "/todos/undo", form: ["undo": key])
            let again = try await browser.get(client, "/todos").text
            #expect(again.contains("role=\"alert\">There is nothing to undo any more.</p>"))
            #expect(TodoPageTests.ids(in: again) == ids)
        }
    }

    @Test func clearingCompletedTodosCanBeUndoneToo() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            for title in ["One", "Two", "Three"] { try await browser.post(client, "/todos", form: ["title": title]) }
            let ids = TodoPageTests.ids(in: try await browser.get(client, "/todos").text)
            try await browser.post(client, "/todos/\(ids[0])/toggle")
            try await browser.post(client, "/todos/\(ids[2])/toggle")

            try await browser.post(client, "/todos/clear-completed")
            let cleared = try await browser.get(client, "/todos").text
            #expect(TodoPageTests.ids(in: cleared) == [ids[1]])
            #expect(cleared.contains("Cleared 2 completed todos."))
            let key = try #require(Self.undoKey(in: cleared))

            try await browser.post(client, "/todos/undo", form: ["undo": key])
            let page = try await browser.get(client, "/todos").text
            #expect(TodoPageTests.ids(in: page) == ids)
            #expect(page.contains("Restored 2 todos."))
            #expect(page.contains("Total 3 · open 1 · done 2"))
        }
    }

    @Test func undoIsInTheVisitorsLanguage() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            browser.acceptLanguage = "ja"
            try await browser.get(client, "/todos")
            try await browser.post(client, "/todos", form: ["title": "牛乳を買う"])
            let id = try #require(TodoPageTests.ids(in: try await browser.get(client, "/todos").text).first)
            try await browser.post(client, "/todos/\(id)/delete")
            let deleted = try await browser.get(client, "/todos").text
            #expect(deleted.contains("「牛乳を買う」を削除しました。"))
            #expect(deleted.contains(">元に戻す</button>"))
            try await browser.post(client, "/todos/undo", form: ["undo": try #require(Self.undoKey(in: deleted))])
            #expect(try await browser.get(client, "/todos").text.contains("「牛乳を買う」を元に戻しました。"))
            try await browser.post(client, "/todos/undo", form: ["undo": "0123456789abcdef0123456789abcdef"])
            #expect(try await browser.get(client, "/todos").text.contains("元に戻せる操作はもうありません。"))
        }
    }

    /// The key is the visitor's alone: a form without their token is refused, and another visitor
    /// who learns the key cannot use it.
    @Test func undoTakesTheTokenAndOnlyTheVisitorWhoDeleted() async throws {
        try await WebHarness.run { client, _ in
            let (owner, other) = (Browser(), Browser())
            try await owner.get(client, "/todos")
            try await other.get(client, "/todos")
            try await owner.post(client, "/todos", form: ["title": "Mine"])
            let id = try #require(TodoPageTests.ids(in: try await owner.get(client, "/todos").text).first)
            try await owner.post(client, "/todos/\(id)/delete")
            let key = try #require(Self.undoKey(in: try await owner.get(client, "/todos").text))

            let forged = try await owner.post(client, "/todos/undo", form: ["undo": key], withToken: false)
            #expect(forged.status == .forbidden)
            try await other.post(client, "/todos/undo", form: ["undo": key])
            #expect(try await other.get(client, "/todos").text.contains("There is nothing to undo any more."))
            #expect(TodoPageTests.ids(in: try await owner.get(client, "/todos").text).isEmpty)
        }
    }

    /// What Undo restores lives in the database: another server on the same database answers it.
    @Test func anotherServerOnTheSameDatabaseAnswersTheUndo() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("shared.sqlite")
        try await WebHarness.run(databasePath: path) { first, _ in
            try await WebHarness.run(databasePath: path) { second, _ in
                let browser = Browser()
                try await browser.get(first, "/todos")
                try await browser.post(first, "/todos", form: ["title": "Across"])
                let id = try #require(TodoPageTests.ids(in: try await browser.get(first, "/todos").text).first)
                try await browser.post(first, "/todos/\(id)/delete")
                let key = try #require(Self.undoKey(in: try await browser.get(first, "/todos").text))
                try await browser.post(second, "/todos/undo", form: ["undo": key])
                #expect(TodoPageTests.ids(in: try await browser.get(second, "/todos").text) == [id])
            }
        }
    }

    /// Undo is offered for a while, not for ever: the kept todos are deleted after it.
    @Test func undoExpires() async throws {
        let dates = TestDateSource()
        try await WebHarness.run(dates: dates) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            try await browser.post(client, "/todos", form: ["title": "Old news"])
            let id = try #require(TodoPageTests.ids(in: try await browser.get(client, "/todos").text).first)
            try await browser.post(client, "/todos/\(id)/delete")
            let key = try #require(Self.undoKey(in: try await browser.get(client, "/todos").text))
            dates.advance(seconds: 11 * 60)
            try await browser.post(client, "/todos/undo", form: ["undo": key])
            #expect(try await browser.get(client, "/todos").text.contains("There is nothing to undo any more."))
            #expect(TodoPageTests.ids(in: try await browser.get(client, "/todos").text).isEmpty)
        }
    }

    // MARK: - Helpers

    /// The key the flash's Undo form posts.
    static func undoKey(in html: String) -> String? {
        html.components(separatedBy: "name=\"undo\" value=\"").dropFirst().first.map { String($0.prefix(32)) }
    }

    /// The todo as the API answers it: every field, times to the millisecond.
    static func stored(_ id: String, _ client: any TestClientProtocol) async throws -> [String: String] {
        let response = try await client.execute(uri: "/api/todos/\(id)", method: .get)
        let object = try #require(response.json as? [String: Any])
        return object.mapValues { "\($0)" }
    }
}
