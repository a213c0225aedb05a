import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
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
}
