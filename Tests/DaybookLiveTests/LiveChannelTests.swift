import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import DaybookLive
@testable import DaybookWeb

/// The live channel as a browser's script uses it, over real WebSockets to a running app: a page
/// follows changes made anywhere, carries out its intents, searches as it is typed, and is let in
/// exactly as the page is.
@Suite("The live channel: pages that follow every change", .timeLimit(.minutes(3)))
struct LiveChannelTests {
    /// A browser that has loaded `path` (so it has the page's cookies).
    func visitor(_ client: any TestClientProtocol, _ path: String = "/todos") async throws -> Browser {
        let browser = Browser()
        try await browser.get(client, path)
        return browser
    }

    func addThroughTheAPI(_ client: any TestClientProtocol, _ title: String) async throws {
        let body = try JSONSerialization.data(withJSONObject: ["title": title])
        let response = try await client.execute(
            uri: "/api/todos", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(bytes: body))
        #expect(response.status == .created)
    }

    static func titles(_ page: LivePageClient.Page) -> [String] {
        page.rows("todos-rows").map { row in
            row.components(separatedBy: "<span class=\"title\">").dropFirst().first.map {
                String($0.prefix { $0 != "<" })
            } ?? ""
        }
    }

    @Test func aTodoAddedElsewhereAppearsOnEveryOpenPage() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let port = try #require(client.port)
            let first = LivePageClient(port: port, at: "/todos", cookies: try await visitor(client).cookies)
            let second = LivePageClient(port: port, at: "/todos", cookies: try await visitor(client).cookies)
            defer {
                first.close()
                second.close()
            }
            for page in [first, second] { #expect(await page.until { $0.parts["todos-summary"] != nil }) }
            try await addThroughTheAPI(client, "Buy milk")
            for page in [first, second] {
                #expect(await page.until { Self.titles($0) == ["Buy milk"] })
                #expect(page.now.parts["todos-summary"] == "Total 1 · open 1 · done 0")
            }
        }
    }

    @Test func intentsAreCarriedOutAnsweredAndShown() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos", cookies: try await visitor(client).cookies)
            defer { page.close() }
            #expect(await page.answer(page.send("add", text: "Buy milk")))
            #expect(await page.until { Self.titles($0) == ["Buy milk"] })
            #expect(page.now.parts["flash-area"]?.contains("Added “Buy milk”") == true)
            let id = try #require(page.now.lists["todos-rows"]?.first?.id.dropFirst("todo-".count)).description

            #expect(await page.answer(page.send("toggle", id: id)))
            #expect(await page.until { $0.rows("todos-rows").first?.contains("class=\"todo done\"") == true })
            #expect(await page.answer(page.send("rename", id: id, text: "Buy oat milk")))
            #expect(await page.until { Self.titles($0) == ["Buy oat milk"] })

            // A refused title is answered as failed, and the alert says why; nothing changes.
            #expect(await page.answer(page.send("add", text: "   ")) == false)
            #expect(page.now.parts["flash-area"]?.contains("role=\"alert\"") == true)
            #expect(Self.titles(page.now) == ["Buy oat milk"])

            #expect(await page.answer(page.send("delete", id: id)))
            #expect(await page.until { Self.titles($0).isEmpty })
            #expect(page.now.parts["flash-area"]?.contains("data-intent=\"undo\"") == true)
            #expect(await page.answer(page.send("undo")))
            #expect(await page.until { Self.titles($0) == ["Buy oat milk"] })

            #expect(await page.answer(page.send("clear-completed")))
            #expect(
                await page.until { Self.titles($0).isEmpty && $0.parts["todos-summary"] == "Total 0 · open 0 · done 0" }
            )
            // Every form sent carries the visitor's token, for when the script is gone.
            #expect(page.now.parts["flash-area"]?.contains("name=\"csrf\" value=\"\(page.token)\"") == true)
        }
    }

    @Test func aSearchIsShownAsItIsTypedAndTheAddressFollows() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            for title in ["Walk the dog", "Buy dog food", "Walk to work"] { try await addThroughTheAPI(client, title) }
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos?filter=open", cookies: try await visitor(client).cookies)
            defer { page.close() }
            #expect(await page.until { Self.titles($0).count == 3 })
            for typed in ["w", "wa", "walk", "walk ", "walk d", "walk do", "walk dog"] {
                page.send("search", text: typed)
            }
            // "walk d" shows the same row (a machine slow enough searches it on the way): the
            // search is done when the address names the whole text.
            #expect(
                await page.until { Self.titles($0) == ["Walk the dog"] && $0.url == "/todos?filter=open&q=walk%20dog" })
            page.send("filter", value: "done")
            #expect(await page.until { $0.url == "/todos?filter=done&q=walk%20dog" && Self.titles($0).isEmpty })
        }
    }

    @Test func oneChangeIsReadOnceAndRenderedOnceForEveryPageThatShowsIt() async throws {
        let server = Mutex<WebServer?>(nil)
        let keep: @Sendable (WebServer) -> Void = { web in server.withLock { $0 = web } }
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self], server: keep) { client, _ in
            let live = try #require(server.withLock { $0 }?.addOns.first as? LiveAddOn)
            let port = try #require(client.port)
            try await addThroughTheAPI(client, "first")
            var pages: [LivePageClient] = []
            for _ in 0..<20 {
                pages.append(LivePageClient(port: port, at: "/todos", cookies: try await visitor(client).cookies))
            }
            defer { for page in pages { page.close() } }
            for page in pages { #expect(await page.until { Self.titles($0) == ["first"] }) }
            let before = live.statistics
            #expect(before.connections == 20)
            try await addThroughTheAPI(client, "second")
            for page in pages { #expect(await page.until { Self.titles($0) == ["first", "second"] }) }
            let after = live.statistics
            let told = after.announcements - before.announcements
            #expect(told >= 1)
            #expect(after.windowReads - before.windowReads == told, "one read per announcement for twenty pages")
            #expect(after.renderings - before.renderings == 1, "one rendering for twenty pages")
        }
    }

    @Test func theWeatherIsSearchedAsTheCityIsTypedAndRememberedForTheDashboard() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/weather", cookies: try await visitor(client, "/weather").cookies)
            defer { page.close() }
            for typed in ["T", "To", "Tok", "Toky", "Tokyo"] { page.send("search", text: typed) }
            #expect(await page.until { $0.parts["weather-result"]?.contains("Tokyo, JP") == true })
            #expect(page.now.url == "/weather?city=Tokyo" && page.now.remember == "/weather?city=Tokyo")
        }
    }

    @Test func openingAPostAsksTheRouterWhichSendsThePageThere() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/posts", cookies: try await visitor(client, "/posts").cookies)
            defer { page.close() }
            #expect(
                await page.until { $0.parts["post-list"]?.contains("data-intent=\"open\" data-value=\"2\"") == true })
            #expect(await page.answer(page.send("open", value: "2")))
            #expect(await page.until { $0.navigate == "/posts/2" })
        }
    }

    @Test func theDashboardFollowsTheTodos() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/", cookies: try await visitor(client, "/").cookies)
            defer { page.close() }
            #expect(await page.until { $0.parts["card-todos"]?.contains("0") == true })
            try await addThroughTheAPI(client, "Buy milk")
            #expect(await page.until { $0.parts["card-todos"]?.contains("1") == true })
        }
    }

    // MARK: - Who is let in

    @Test func refusedWithoutThePagesCookiesOrTokenFromAnotherSiteOrForAnotherPage() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let port = try #require(client.port)
            let cookies = try await visitor(client).cookies
            let refusals = [
                LivePageClient(port: port, at: "/todos", cookies: [:]),
                LivePageClient(port: port, at: "/todos", cookies: cookies, token: String(repeating: "0", count: 32)),
                LivePageClient(port: port, at: "/todos", cookies: cookies, origin: "http://evil.example"),
                LivePageClient(port: port, at: "/todos", cookies: cookies, origin: "null"),
                LivePageClient(port: port, at: "/profile", cookies: cookies),
                LivePageClient(port: port, at: "//evil.example/todos", cookies: cookies),
            ]
            for refused in refusals {
                guard case .failure = await refused.ended() else {
                    Issue.record("upgraded when it should not have been")
                    continue
                }
            }
            let admitted = LivePageClient(port: port, at: "/todos", cookies: cookies)
            defer { admitted.close() }
            #expect(await admitted.until { $0.messages > 0 })
        }
    }

    /// A visitor who has not signed in is only told so (the page then says it, and stops), and
    /// shown nothing of the list.
    @Test func withAPasswordOnlyASignedInVisitorIsLetIn() async throws {
        try await WebHarness.run(settings: ServerPassword.settings, mode: .live, addOns: [LiveAddOn.self]) {
            client, _ in
            let port = try #require(client.port)
            let browser = Browser()
            try await browser.get(client, "/signin")
            let outsider = LivePageClient(port: port, at: "/todos", cookies: browser.cookies)
            let refused = try await outsider.ended().get()
            #expect(refused?.closeCode == LiveChannel.signedOutCloseCode)
            #expect(outsider.now.signedOut && outsider.now.messages == 1 && outsider.now.lists.isEmpty)
            #expect(outsider.now.parts.keys.sorted() == ["flash-area"], "nothing but the notice")
            try await browser.post(client, "/signin", form: ["password": ServerPassword.secret, "next": "/todos"])
            let member = LivePageClient(port: port, at: "/todos", cookies: browser.cookies)
            defer { member.close() }
            #expect(await member.until { $0.parts["todos-summary"] != nil })
        }
    }

    @Test func oneVisitorHoldsADozenPagesAtMost() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let port = try #require(client.port)
            let cookies = try await visitor(client).cookies
            let others = try await visitor(client).cookies
            let limit = LiveLimits(maximumConnections: 1_000).perVisitor
            var pages: [LivePageClient] = []
            defer { for page in pages { page.close() } }
            for _ in 0..<limit {
                let page = LivePageClient(port: port, at: "/todos", cookies: cookies)
                #expect(await page.until { $0.messages > 0 })
                pages.append(page)
            }
            let oneTooMany = LivePageClient(port: port, at: "/todos", cookies: cookies)
            switch await oneTooMany.ended() {
            case .success(let frame): #expect(frame?.closeCode == 1013)
            case .failure: break  // refused before the upgrade
            }
            // Another visitor is not held back by this one.
            let other = LivePageClient(port: port, at: "/todos", cookies: others)
            defer { other.close() }
            #expect(await other.until { $0.messages > 0 })
        }
    }

    @Test func aMessageLargerThanTheLimitEndsTheConnection() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos", cookies: try await visitor(client).cookies)
            #expect(await page.until { $0.messages > 0 })
            page.sendRaw(String(repeating: "x", count: LiveLimits(maximumConnections: 1).messageBytes + 1))
            let ended = await page.ended()
            #expect((try? ended.get())??.closeCode == 1009)
        }
    }

    @Test func whatIsNotAnIntentIsIgnored() async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos", cookies: try await visitor(client).cookies)
            defer { page.close() }
            #expect(await page.until { $0.parts["todos-summary"] != nil })
            page.sendRaw("not json")
            page.sendRaw(#"{"n": "one", "do": 3}"#)
            #expect(await page.answer(page.send("launch")) == false, "an intent the page does not have")
            #expect(await page.answer(page.send("add", text: "still here")))
        }
    }

    // MARK: - Operable

    @Test func connectionsAndMessagesAreCountedAndOpeningAndClosingLogged() async throws {
        let metrics = DaybookMetrics()
        let logs = CapturedLogs()
        try await WebHarness.run(logs: logs, metrics: metrics, mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos?q=secret%20plan",
                cookies: try await visitor(client).cookies)
            #expect(await page.answer(page.send("add", text: "Buy milk")))
            let exposition = String(decoding: metrics.exposition(), as: UTF8.self)
            #expect(exposition.contains("daybook_live_connections 1"))
            #expect(exposition.contains("daybook_live_messages_total{direction=\"in\"} 1"))
            page.close()
            #expect(await logs.arrival(of: "live page closed"))
            let live = logs.lines.filter { $0.message.hasPrefix("live") }
            #expect(live.map(\.message) == ["live page opened", "live page closed"], "no line per message")
            #expect(live.allSatisfy { $0.metadata["page"] == "/todos" }, "never the search")
            #expect(!logs.lines.contains { "\($0.metadata)".contains(page.token) }, "never the token")
        }
    }
}
