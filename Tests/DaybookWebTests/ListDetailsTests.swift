import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// What the lists say about themselves: a search's heading counts the search, an action that
/// would do nothing is not offered, and either list reads the other's search parameter.
@Suite("The lists' headings, actions and addresses", .timeLimit(.minutes(3)))
struct ListDetailsTests {
    static func summary(_ page: String) -> String? {
        page.firstMatch(of: /<h2 id="todos-summary" aria-live="polite">([^<]*)<\/h2>/).map { String($0.output.1) }
    }

    static let clearCompleted = #"action="/todos/clear-completed""#

    @Test func aSearchsHeadingCountsWhatItFoundOutOfTheWholeList() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            for title in ["Buy milk", "Buy oat milk", "Call mum"] {
                try await browser.post(client, "/todos", form: ["title": title])
            }
            #expect(Self.summary(try await browser.get(client, "/todos").text) == "Total 3 · open 3 · done 0")
            #expect(Self.summary(try await browser.get(client, "/todos?q=milk").text) == "2 of 3 match “milk”")
            #expect(Self.summary(try await browser.get(client, "/todos?q=mum").text) == "1 of 3 matches “mum”")
            browser.acceptLanguage = "ja"
            #expect(Self.summary(try await browser.get(client, "/todos?q=milk").text) == "「milk」に一致：3件中2件")
        }
    }

    @Test func clearCompletedIsOfferedOnlyWhenSomethingIsCompleted() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            #expect(!(try await browser.get(client, "/todos").text.contains(Self.clearCompleted)), "an empty list")
            try await browser.post(client, "/todos", form: ["title": "Buy milk"])
            let page = try await browser.get(client, "/todos").text
            #expect(!page.contains(Self.clearCompleted), "nothing completed")
            let id = try #require(page.firstMatch(of: /id="todo-([0-9a-f-]+)"/)).output.1
            try await browser.post(client, "/todos/\(id)/toggle")
            #expect(try await browser.get(client, "/todos").text.contains(Self.clearCompleted))
        }
    }

    @Test func theLivePageOffersClearCompletedOnceSomethingIsCompleted() async throws {
        try await WebHarness.run(mode: .live) { client, _ in
            let channel = LiveChannelTests()
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos", cookies: try await channel.visitor(client).cookies)
            defer { page.close() }
            #expect(await page.until { $0.parts["todos-summary"] != nil })
            #expect(page.now.parts["todos-clear"]?.contains(Self.clearCompleted) != true)
            #expect(await page.answer(page.send("add", text: "Buy milk")))
            // The row comes with the list's next rendering, which the answer need not wait for.
            #expect(await page.until { $0.lists["todos-rows"]?.isEmpty == false })
            let id = try #require(page.now.lists["todos-rows"]?.first?.id.dropFirst("todo-".count)).description
            #expect(await page.answer(page.send("toggle", id: id)))
            #expect(await page.until { $0.parts["todos-clear"]?.contains(Self.clearCompleted) == true })
            #expect(await page.answer(page.send("clear-completed")))
            #expect(await page.until { $0.parts["todos-clear"] == "" })
        }
    }

    /// Posts search with `search=` and todos with `q=`: each page reads both, and its own links
    /// keep its own.
    @Test func eachListReadsBothSearchParameters() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            for title in ["Buy milk", "Call mum"] { try await browser.post(client, "/todos", form: ["title": title]) }
            let todos = try await browser.get(client, "/todos?search=milk").text
            #expect(ListNavigationTests.titles(todos) == ["Buy milk"])
            #expect(todos.contains(#"id="q" name="q" value="milk""#))
            #expect(todos.contains(#"<a href="/todos?filter=open&amp;q=milk""#), "its own links keep q=")

            let posts = try await browser.get(client, "/posts?q=qui+est+esse").text
            #expect(posts.contains("href=\"/posts/2\"") && !posts.contains("href=\"/posts/1\""))
            #expect(posts.contains(#"id="search" name="search" value="qui est esse""#))
        }
    }

    @Test func eachLivePageReadsBothSearchParameters() async throws {
        try await WebHarness.run(mode: .live) { client, _ in
            let channel = LiveChannelTests()
            for title in ["Buy milk", "Call mum"] { try await channel.addThroughTheAPI(client, title) }
            let port = try #require(client.port)
            let todos = LivePageClient(
                port: port, at: "/todos?search=milk", cookies: try await channel.visitor(client).cookies)
            defer { todos.close() }
            #expect(await todos.until { LiveChannelTests.titles($0) == ["Buy milk"] })
            #expect(todos.now.url == "/todos?q=milk")
            let posts = LivePageClient(
                port: port, at: "/posts?q=qui%20est%20esse",
                cookies: try await channel.visitor(client, "/posts").cookies
            )
            defer { posts.close() }
            #expect(await posts.until { $0.url == "/posts?search=qui%20est%20esse" })
        }
    }
}
