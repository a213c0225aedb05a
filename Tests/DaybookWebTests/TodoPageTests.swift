import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

@Suite("The /todos pages")
struct TodoPageTests {
    @Test func aFormWithoutTheTokenIsRefusedAndChangesNothing() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let refused = try await browser.post(client, "/todos", form: ["title": "Forged"], withToken: false)
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("This form has expired"))
            let wrong = try await browser.post(
                client, "/todos", form: ["title": "Forged", "csrf": String(repeating: "0", count: 32)], withToken: false
            )
            #expect(wrong.status == .forbidden)
            #expect(!(try await browser.get(client, "/todos")).text.contains("Forged"))
        }
    }

    @Test func anExpiredFormIsRefusedInTheVisitorsLanguage() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            browser.acceptLanguage = "ja"
            try await browser.get(client, "/todos")
            let refused = try await browser.post(client, "/todos", form: ["title": "x"], withToken: false)
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("フォームの有効期限が切れました") && refused.text.contains(#"<html lang="ja">"#))
        }
    }

    @Test func aFormThatCannotBeReadIsA400AndChangesNothing() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let token = try #require(browser.csrfToken)
            let form = "application/x-www-form-urlencoded"
            // The same field twice, and a percent sign that starts no escape.
            for body in ["csrf=\(token)&title=a&title=b", "csrf=\(token)&title=100%25%ZZ"] {
                let unread = try await browser.send(
                    client, "/todos", method: .post, body: ByteBuffer(string: body), contentType: form)
                #expect(unread.status == .badRequest, "\(body)")
                #expect(unread.text.contains("This form could not be read."))
            }
            let plain = try await browser.send(
                client, "/todos", method: .post, body: ByteBuffer(string: "csrf=\(token)&title=a"),
                contentType: "text/plain")
            #expect(plain.status == .unsupportedMediaType)
            let page = try await browser.get(client, "/todos")
            #expect(page.text.contains("No todos yet."))
            // Read as a browser writes it: `+` for a space, UTF-8 percent-escaped.
            let added = try await browser.send(
                client, "/todos", method: .post, body: ByteBuffer(string: "csrf=\(token)&title=Caf%C3%A9+au+lait"),
                contentType: form)
            #expect(added.status == .seeOther)
            #expect(try await browser.get(client, "/todos").text.contains("Café au lait"))
        }
    }

    @Test func aLongListAndASearchAreShownAPageAtATime() async throws {
        try await WebHarness.run { client, _ in
            for number in 1...55 {
                let body = ByteBuffer(string: #"{"title":"todo \#(number)"}"#)
                let created = try await client.execute(
                    uri: "/api/todos", method: .post, headers: [.contentType: "application/json"], body: body)
                #expect(created.status == .created)
            }
            let browser = Browser()
            func titles(_ page: String) -> [String] {
                page.components(separatedBy: "<span class=\"title\">").dropFirst().map {
                    String($0.prefix { $0 != "<" })
                }
            }
            let first = try await browser.get(client, "/todos").text
            #expect(titles(first) == (1...50).map { "todo \($0)" })
            #expect(first.contains("<nav class=\"pager\" aria-label=\"Page 1 of 2\">"))
            #expect(
                first.contains(
                    "<a rel=\"next\" href=\"/todos?page=2\" data-intent=\"page\" data-value=\"2\">Next page</a>"))
            #expect(!first.contains("rel=\"prev\""))
            #expect(first.contains("Total 55 · open 55 · done 0"))

            let second = try await browser.get(client, "/todos?page=2").text
            #expect(titles(second) == (51...55).map { "todo \($0)" })
            #expect(
                second.contains(
                    "<a rel=\"prev\" href=\"/todos?page=1\" data-intent=\"page\" data-value=\"1\">Previous page</a>"))

            let open = try await browser.get(client, "/todos?page=2&filter=open").text
            #expect(open.contains("<a rel=\"prev\" href=\"/todos?page=1&amp;filter=open\" "))

            // A search finds matches on any page (each word anywhere in the title), and answers
            // them a page at a time too.
            let found = try await browser.get(client, "/todos?q=todo%205").text
            #expect(titles(found) == [5, 15, 25, 35, 45, 50, 51, 52, 53, 54, 55].map { "todo \($0)" })
            #expect(!found.contains("class=\"pager\""))
            let broad = try await browser.get(client, "/todos?q=TODO").text
            #expect(titles(broad) == (1...50).map { "todo \($0)" })
            #expect(
                broad.contains(
                    "<a rel=\"next\" href=\"/todos?page=2&amp;q=TODO\" data-intent=\"page\" data-value=\"2\">"))
            let broadSecond = try await browser.get(client, "/todos?page=2&q=TODO&filter=open").text
            #expect(titles(broadSecond) == (51...55).map { "todo \($0)" })
            #expect(broadSecond.contains("<a rel=\"prev\" href=\"/todos?page=1&amp;filter=open&amp;q=TODO\" "))

            let beyond = try await browser.get(client, "/todos?page=9")
            #expect(beyond.status == .seeOther && beyond.headers[.location] == "/todos?page=2", "the last page")
        }
    }

    @Test func addThenSeeItOnceEscaped() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let added = try await browser.post(client, "/todos", form: ["title": "<script>alert(1)</script>"])
            #expect(added.status == .seeOther)
            #expect(added.headers[.location]?.hasPrefix("/todos#todo-") == true, "to the new row")

            let page = try await browser.get(client, "/todos").text
            #expect(!page.contains("<script>alert(1)</script>"))
            #expect(page.contains("<span class=\"title\">&lt;script&gt;alert(1)&lt;/script&gt;</span>"))
            #expect(page.contains("role=\"status\">Added “&lt;script&gt;alert(1)&lt;/script&gt;”"))
            #expect(page.contains("Total 1 · open 1 · done 0"))
            let again = try await browser.get(client, "/todos").text
            #expect(!again.contains("role=\"status\""), "a flash shows once")
        }
    }

    /// The list's content is rendered once and kept while the list does not change; every
    /// visitor still gets their own form token in every form, and their own language.
    @Test func keptContentCarriesEachVisitorsOwnTokenAndLanguage() async throws {
        try await WebHarness.run { client, _ in
            let (first, second, japanese) = (Browser(), Browser(), Browser())
            japanese.acceptLanguage = "ja"
            try await first.get(client, "/todos")
            try await first.post(client, "/todos", form: ["title": "Buy milk"])
            try await first.post(client, "/todos", form: ["title": "Call mum"])
            // One done, so that the list offers to clear the completed.
            let rows = try await first.get(client, "/todos").text.matches(of: /id="todo-([0-9a-f-]+)"/)
            try await first.post(client, "/todos/\(try #require(rows.last).output.1)/toggle")
            try await second.get(client, "/todos")
            try await japanese.get(client, "/todos")
            for _ in 0..<2 {
                for browser in [first, second] {
                    let page = try await browser.get(client, "/todos").text
                    let token = try #require(browser.csrfToken)
                    let tokens = Self.formTokens(in: page)
                    #expect(tokens.count == 6, "add, clear, and the toggle and delete forms of each of two todos")
                    #expect(Set(tokens) == [token])
                    #expect(page.contains("Buy milk") && page.contains("Call mum"))
                    #expect(!page.contains("\u{0}"))
                }
                let page = try await japanese.get(client, "/todos").text
                #expect(Set(Self.formTokens(in: page)) == [try #require(japanese.csrfToken)])
                #expect(page.contains("「Buy milk」を完了にする"))
            }
            #expect(first.csrfToken != second.csrfToken)
            // And a change shows at once, to everyone.
            try await second.post(client, "/todos", form: ["title": "Water plants"])
            #expect(try await first.get(client, "/todos").text.contains("Water plants"))
        }
    }

    static func formTokens(in html: String) -> [String] {
        html.components(separatedBy: #"name="csrf" value=""#).dropFirst().map { String($0.prefix(32)) }
    }

    @Test func aRejectedTitleSaysWhyAndKeepsWhatWasTyped() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let long = String(repeating: "x", count: 501)
            try await browser.post(client, "/todos", form: ["title": long])
            let page = try await browser.get(client, "/todos").text
            #expect(page.contains("role=\"alert\">The title must be at most 500 characters."))
            #expect(page.contains("value=\"\(long)\""))
            #expect(page.contains("Total 0 · open 0 · done 0"))
        }
    }

    @Test func toggleRenameSearchDeleteAndClear() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            try await browser.post(client, "/todos", form: ["title": "Buy milk"])
            try await browser.post(client, "/todos", form: ["title": "Call mum"])
            let ids = Self.ids(in: try await browser.get(client, "/todos").text)
            #expect(ids.count == 2)

            try await browser.post(client, "/todos/\(ids[0])/toggle")
            var page = try await browser.get(client, "/todos").text
            #expect(page.contains("Completed “Buy milk”"))
            #expect(page.contains("<li class=\"todo done\" id=\"todo-\(ids[0])\">"))

            try await browser.post(client, "/todos/\(ids[1])/rename", form: ["title": "Call dad"])
            page = try await browser.get(client, "/todos?q=dad&filter=open").text
            #expect(page.contains("<span class=\"title\">Call dad</span>"))
            #expect(!page.contains("<span class=\"title\">Buy milk</span>"), "filtered out")

            try await browser.post(client, "/todos/clear-completed")
            page = try await browser.get(client, "/todos").text
            #expect(!page.contains("Buy milk</span>"))
            try await browser.post(client, "/todos/\(ids[1])/delete")
            page = try await browser.get(client, "/todos").text
            #expect(page.contains("Deleted “Call dad”"))
            #expect(page.contains("Total 0 · open 0 · done 0"))
        }
    }

    /// Each row links to its todo's own small page, which renames and deletes it; a refused title
    /// comes back to that page as typed, an accepted one goes back to the list.
    @Test func theEditPageRenamesAndDeletesOneTodo() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            try await browser.post(client, "/todos", form: ["title": "Buy <milk>"])
            let id = try #require(Self.ids(in: try await browser.get(client, "/todos").text).first)
            let list = try await browser.get(client, "/todos").text
            #expect(
                list.contains("<a class=\"icon\" href=\"/todos/\(id)/edit\" aria-label=\"Edit “Buy &lt;milk&gt;”\" "))
            #expect(!list.contains("name=\"title\" value=\"Buy"), "no rename field in the list's rows")

            var edit = try await browser.get(client, "/todos/\(id)/edit")
            #expect(edit.status == .ok)
            #expect(edit.text.contains("<h1>Edit todo</h1>"))
            #expect(edit.text.contains("<form method=\"post\" action=\"/todos/\(id)/rename\">"))
            #expect(edit.text.contains("id=\"title\" name=\"title\" value=\"Buy &lt;milk&gt;\""))
            #expect(edit.text.contains("<form method=\"post\" action=\"/todos/\(id)/delete\">"))
            #expect(Set(Self.formTokens(in: edit.text)) == [try #require(browser.csrfToken)])

            let long = String(repeating: "x", count: 501)
            let refused = try await browser.post(client, "/todos/\(id)/rename", form: ["title": long])
            #expect(refused.status == .seeOther && refused.headers[.location] == "/todos/\(id)/edit")
            edit = try await browser.get(client, "/todos/\(id)/edit")
            #expect(edit.text.contains("role=\"alert\">The title must be at most 500 characters."))
            #expect(edit.text.contains("value=\"\(long)\""), "the title as typed")

            let renamed = try await browser.post(client, "/todos/\(id)/rename", form: ["title": "Buy oat milk"])
            #expect(renamed.status == .seeOther && renamed.headers[.location] == "/todos")
            #expect(try await browser.get(client, "/todos").text.contains("<span class=\"title\">Buy oat milk</span>"))

            try await browser.post(client, "/todos/\(id)/delete")
            #expect(try await browser.get(client, "/todos/\(id)/edit").status == .notFound)
            // Renaming a todo that is gone goes back to the list, which says so.
            let gone = try await browser.post(client, "/todos/\(id)/rename", form: ["title": "Again"])
            #expect(gone.headers[.location] == "/todos")
            #expect(try await browser.get(client, "/todos").text.contains("role=\"alert\">No todo has that id."))
        }
    }

    /// The filters are links, like a segmented control: the one shown is marked, each keeps the
    /// search, and the search keeps the filter.
    @Test func theFiltersAreLinksThatKeepTheSearch() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            let page = try await browser.get(client, "/todos?filter=open&q=milk%20tea").text
            #expect(page.contains("<nav class=\"filters\" id=\"todos-filters\" aria-label=\"Show\">"))
            #expect(page.contains("<a href=\"/todos?q=milk%20tea\" data-intent=\"filter\" data-value=\"all\">All</a>"))
            #expect(
                page.contains(
                    "<a href=\"/todos?filter=open&amp;q=milk%20tea\" aria-current=\"page\" data-intent=\"filter\" "
                        + "data-value=\"open\">Open</a>"))
            #expect(
                page.contains(
                    "<a href=\"/todos?filter=done&amp;q=milk%20tea\" data-intent=\"filter\" data-value=\"done\">Done</a>"
                ))
            #expect(page.contains("<input type=\"hidden\" name=\"filter\" value=\"open\">"))
            let all = try await browser.get(client, "/todos").text
            #expect(
                all.contains(
                    "<a href=\"/todos\" aria-current=\"page\" data-intent=\"filter\" data-value=\"all\">All</a>"))
            #expect(!all.contains("name=\"filter\""))
        }
    }

    @Test func aChangeToAMissingTodoIsReported() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            try await browser.post(client, "/todos/\(UUID().uuidString.lowercased())/toggle")
            #expect(try await browser.get(client, "/todos").text.contains("role=\"alert\">No todo has that id."))
        }
    }

    @Test func anOversizedFormIsAnswered413() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let response = try await browser.post(
                client, "/todos", form: ["title": String(repeating: "x", count: 70_000)])
            #expect(response.status == .contentTooLarge)
            #expect(response.text.contains("The request is too large."))
        }
    }

    static func ids(in html: String) -> [String] {
        html.components(separatedBy: "id=\"todo-").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
