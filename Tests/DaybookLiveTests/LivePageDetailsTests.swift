import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HummingbirdTesting
import Testing

@testable import DaybookLive

/// What the live lists offer and read as the pages without the script do: Clear completed only
/// once something is completed, either list's search parameter; and a live weather page whose
/// service is away says so.
@Suite("The live lists' actions and addresses, and a service that is away", .timeLimit(.minutes(3)))
struct LivePageDetailsTests {
    static let clearCompleted = #"action="/todos/clear-completed""#

    @Test func theLivePageOffersClearCompletedOnceSomethingIsCompleted() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
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

    @Test func eachLivePageReadsBothSearchParameters() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
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

    @Test func aLiveWeatherPageSaysTheServerCannotReachTheService() async throws {
        try await WebHarness.run(offline: true, mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/weather",
                cookies: try await LiveChannelTests().visitor(client, "/weather").cookies)
            defer { page.close() }
            page.send("search", text: "Tokyo")
            #expect(
                await page.until {
                    $0.parts["weather-result"]?.contains("Daybook cannot reach the weather service right now.") == true
                })
        }
    }
}
