import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookLive
@testable import DaybookWeb

/// The live `/todos` page on a list longer than a page, and with a search: a todo added there is
/// shown where it is, as the form post without the script shows it.
@Suite("The live todo page: a todo added is shown where it is", .timeLimit(.minutes(3)))
struct LiveTodoPageTests {
    let channel = LiveChannelTests()

    /// A full first page, added through the API: the next todo goes to page 2.
    func fillAPage(_ client: any TestClientProtocol) async throws {
        for number in 1...TodoController.pageSize { try await channel.addThroughTheAPI(client, "Todo \(number)") }
    }

    @Test func aTodoAddedOnAFullPageIsShownOnThePageThatHoldsIt() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            try await fillAPage(client)
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos", cookies: try await channel.visitor(client).cookies)
            defer { page.close() }
            #expect(await page.until { LiveChannelTests.titles($0).count == TodoController.pageSize })
            #expect(await page.answer(page.send("add", text: "One past the page")))
            #expect(await page.until { LiveChannelTests.titles($0) == ["One past the page"] })
            #expect(page.now.url == "/todos?page=2")
            #expect(page.now.parts["todos-pager"]?.contains("Page 2 of 2") == true)
            #expect(page.now.parts["flash-area"]?.contains("Added “One past the page”.") == true)
            // Its row is the one marked, as the address `#todo-ID` marks it without the script.
            let row = try #require(page.now.lists["todos-rows"]?.first)
            #expect(page.now.reveal == row.id)
        }
    }

    /// While the page that holds the new todo is still being read, the state names it already:
    /// the mark waits for its row, since the script finds no row to mark and is never told again.
    @Test func theMarkIsSentWithTheRowItMarksNeverBefore() throws {
        let added = TodoListScreenState.AddedTodo(id: "abc", page: 2, isShown: true)
        let reading = LiveTodoListPage<TodoListViewModelImpl>.Snapshot(
            list: nil, filter: .all, query: "", page: 2, alert: nil, message: "Added “x”.", canUndo: false,
            added: added)
        #expect(
            LiveTodoListPage<TodoListViewModelImpl>.render(reading, localizer: Localizer(language: .english)).reveal
                == nil)
    }

    @Test func aTodoAddedOnAnotherFiltersPageIsShownOnItsPageOfThatFilter() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            try await fillAPage(client)
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos?filter=open",
                cookies: try await channel.visitor(client).cookies)
            defer { page.close() }
            #expect(await page.until { LiveChannelTests.titles($0).count == TodoController.pageSize })
            #expect(await page.answer(page.send("add", text: "Open, on page 2")))
            #expect(await page.until { LiveChannelTests.titles($0) == ["Open, on page 2"] })
            #expect(page.now.url == "/todos?page=2&filter=open")
        }
    }

    /// A search that does not find the new todo keeps what it shows; the confirmation offers a
    /// link to the page of the whole list that holds the todo, as the form post would show it.
    @Test func aTodoTheSearchDoesNotFindIsOfferedWithALinkToItsPage() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            try await fillAPage(client)
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos?q=Todo%2050",
                cookies: try await channel.visitor(client).cookies)
            defer { page.close() }
            #expect(await page.until { LiveChannelTests.titles($0) == ["Todo 50"] })
            #expect(await page.answer(page.send("add", text: "Buy milk")))
            #expect(await page.until { $0.parts["flash-area"]?.contains("Added “Buy milk”.") == true })
            #expect(LiveChannelTests.titles(page.now) == ["Todo 50"], "the search stays as it was")
            #expect(page.now.url == "/todos?q=Todo%2050")
            let flash = try #require(page.now.parts["flash-area"])
            let link = try #require(flash.firstMatch(of: /<a class="button quiet" href="([^"]*)">Show it<\/a>/))
            #expect(link.output.1.hasPrefix("/todos?page=2#todo-"), "\(flash)")
            #expect(page.now.reveal == nil)
        }
    }
}
