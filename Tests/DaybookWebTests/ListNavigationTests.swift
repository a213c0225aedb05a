import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// Finding one's way in the lists: searches as a browser sends them, the todo just added shown
/// where it is, and a page number past the end leading to the last page.
@Suite("Searching and paging the lists as a browser does")
struct ListNavigationTests {
    // MARK: - Searches

    /// A browser sends a form's GET with `+` for each space; that is a space, not a plus.
    @Test func aTwoWordTodoSearchFindsItsMatches() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            for title in ["number 1", "number 10", "number+1", "other"] {
                try await browser.post(client, "/todos", form: ["title": title])
            }
            // Two words, each anywhere in the title; read as a plus, it would find "number+1" alone.
            let page = try await browser.get(client, "/todos?q=number+1").text
            #expect(Self.titles(page) == ["number 1", "number 10", "number+1"])
            #expect(page.contains("id=\"q\" name=\"q\" value=\"number 1\""), "the box holds what was typed")
            #expect(!page.contains("No todos match"))
            // A plus typed into the box arrives escaped, and is a plus.
            #expect(Self.titles(try await browser.get(client, "/todos?q=number%2B1").text) == ["number+1"])
            // Japanese: two words, the space escaped as a browser does.
            browser.acceptLanguage = "ja"
            try await browser.post(client, "/todos", form: ["title": "牛乳 を買う"])
            let japanese = try await browser.get(client, "/todos?q=%E7%89%9B%E4%B9%B3+%E3%82%92").text
            #expect(Self.titles(japanese) == ["牛乳 を買う"])
            // The pager and filters keep the search as typed.
            let filtered = try await browser.get(client, "/todos?q=number+1&filter=open").text
            #expect(filtered.contains("<a href=\"/todos?q=number%201\" "))
        }
    }

    @Test func aTwoWordPostSearchFindsItsMatches() async throws {
        try await WebHarness.run { client, _ in
            let page = try await Browser().get(client, "/posts?search=qui+est+esse").text
            #expect(page.contains("href=\"/posts/2\""))
            #expect(page.contains("id=\"search\" name=\"search\" value=\"qui est esse\""))
            #expect(!page.contains("No posts match"))
        }
    }

    @Test func aTwoWordCityIsAskedForWithItsSpace() async throws {
        try await WebHarness.run { client, server in
            let page = try await Browser().get(client, "/weather?city=New+York").text
            #expect(page.contains("id=\"city\" name=\"city\" value=\"New York\""))
            let asked = server.requests.filter { $0.path == "/v1/search" }.compactMap { $0.query["name"] }
            #expect(asked == ["New York"], "the city the geocoder was asked for")
        }
    }

    /// What a form's GET can send, read as a browser means it.
    @Test(
        arguments: [
            ("q=number+1", "number 1"), ("q=number%2B1", "number+1"), ("q=%E7%89%9B%E4%B9%B3+%E3%82%92", "牛乳 を"),
            ("q=100%25", "100%"), ("q=100%", "100%"), ("q=%zz+%4", "%zz %4"), ("q=%FF", "\u{FFFD}"), ("q=", ""),
            ("q", ""), ("other=1&q=a+b&q=second", "a b"), ("a%20b=1&q=x", "x"),
        ])
    func aFormQueryIsReadAsABrowserWritesIt(query: String, value: String) {
        #expect(FormQuery(query)["q"] == value)
    }

    @Test func aFormQueryWithoutTheFieldHasNoValue() {
        #expect(FormQuery(nil)["q"] == nil)
        #expect(FormQuery("page=2")["q"] == nil)
        #expect(FormQuery("a+b=1")["a b"] == "1", "names are decoded too")
    }

    // MARK: - The todo just added

    /// The new todo goes last; the list answers with the page that holds it, scrolled to its row,
    /// and the confirmation names it without the id (which means nothing on a web page).
    @Test func anAddedTodoIsShownOnThePageThatHoldsIt() async throws {
        try await WebHarness.run { client, _ in
            try await Self.addThroughTheAPI(101, client)
            let browser = Browser()
            try await browser.get(client, "/todos")
            let added = try await browser.post(client, "/todos", form: ["title": "Water plants"])
            #expect(added.status == .seeOther)
            let location = try #require(added.headers[.location])
            #expect(location.hasPrefix("/todos?page=3#todo-"), "\(location)")
            let id = String(location.split(separator: "#todo-").last ?? "")
            let page = try await browser.get(client, "/todos?page=3").text
            #expect(page.contains("<li class=\"todo\" id=\"todo-\(id)\">"))
            #expect(page.contains("role=\"status\">Added “Water plants”.</p>"))

            // In Japanese too, without the id.
            browser.acceptLanguage = "ja"
            try await browser.post(client, "/todos/\(id)/delete")
            let short = try await browser.post(client, "/todos", form: ["title": "花に水をやる"])
            #expect(short.headers[.location]?.hasPrefix("/todos?page=3#todo-") == true)
            #expect(
                try await browser.get(client, "/todos?page=3").text.contains("role=\"status\">「花に水をやる」を追加しました。</p>"))
        }
    }

    @Test func aTodoAddedToAShortListIsOnTheFirstPage() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let added = try await browser.post(client, "/todos", form: ["title": "First"])
            let location = try #require(added.headers[.location])
            #expect(location.hasPrefix("/todos#todo-"), "\(location)")
        }
    }

    // MARK: - Past the end

    @Test func aTodoPagePastTheEndLeadsToTheLastPage() async throws {
        try await WebHarness.run { client, _ in
            try await Self.addThroughTheAPI(55, client)
            let browser = Browser()
            let beyond = try await browser.get(client, "/todos?page=99")
            #expect(beyond.status == .seeOther)
            #expect(beyond.headers[.location] == "/todos?page=2")
            let kept = try await browser.get(client, "/todos?page=9&filter=open&q=todo+5")
            #expect(kept.headers[.location] == "/todos?filter=open&q=todo%205", "7 matches: one page")
            let zero = try await browser.get(client, "/todos?page=0")
            #expect(zero.headers[.location] == "/todos")
            let last = try await browser.get(client, "/todos?page=2")
            #expect(last.status == .ok)
            #expect(Self.titles(last.text) == (51...55).map { "todo \($0)" })
        }
    }

    @Test func aPostPagePastTheEndLeadsToTheLastPage() async throws {
        try await WebHarness.run { client, _ in
            let beyond = try await Browser().get(client, "/posts?page=99")
            #expect(beyond.status == .seeOther)
            #expect(beyond.headers[.location] == "/posts?page=5")
            // "qui est esse": nine posts with all three words, one page.
            let searched = try await Browser().get(client, "/posts?page=3&search=qui+est+esse")
            #expect(searched.headers[.location] == "/posts?search=qui%20est%20esse")
        }
    }

    // MARK: - Helpers

    static func addThroughTheAPI(_ count: Int, _ client: any TestClientProtocol) async throws {
        for number in 1...count {
            let body = ByteBuffer(string: #"{"title":"todo \#(number)"}"#)
            let created = try await client.execute(
                uri: "/api/todos", method: .post, headers: [.contentType: "application/json"], body: body)
            #expect(created.status == .created)
        }
    }

    static func titles(_ page: String) -> [String] {
        page.components(separatedBy: "<span class=\"title\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }
}
