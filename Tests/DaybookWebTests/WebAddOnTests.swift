import DaybookComposition
import DaybookWebTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdTesting
import NIOCore
import Testing

@testable import DaybookWeb

/// What the web app does with an add-on, with one of the test's own: its routes are served
/// behind the security headers, every page loads its scripts, and the pages it says are live are
/// marked so and carry the visitor's form token, the others not.
@Suite("An add-on to the web app: its routes, its scripts, its live pages")
struct WebAddOnTests {
    /// Serves a script, and makes `/profile` live.
    struct MarkingAddOn: WebAddOn {
        static let script = "/assets/marking.js"
        static var pageScripts: [String] { [script] }
        static func isLive(path: String) -> Bool { path == "/profile" }

        init(app: WebApp, gate: SignInGate, settings: ServeSettings) {}

        func addRoutes(to router: Router<WebContext>) {
            router.get(RouterPath(stringLiteral: Self.script)) { _, _ in
                Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "// marking")))
            }
        }

        func connectionChannel(
            responder: @escaping HTTPChannelHandler.Responder, http1: HTTP1Channel.Configuration,
            timeouts: ServeTimeouts
        ) -> (any ServerChildChannel)? { nil }

        func serverStopped() {}
    }

    @Test func itsRoutesItsScriptsAndItsLivePages() async throws {
        try await WebHarness.run(addOns: [MarkingAddOn.self]) { client, _ in
            let script = try await Browser().get(client, MarkingAddOn.script)
            #expect(script.status == .ok && script.text == "// marking")
            #expect(script.headers[.contentSecurityPolicy] != nil, "behind the security headers")

            let browser = Browser()
            let profile = try await browser.get(client, "/profile").text
            let token = try #require(browser.csrfToken)
            #expect(profile.contains("<script src=\"\(MarkingAddOn.script)\" defer></script>"))
            #expect(profile.contains("<main id=\"main\" data-live>"))
            #expect(profile.contains("<meta name=\"daybook-token\" content=\"\(token)\">"))

            let missing = try await Browser().get(client, "/no-such-page")
            #expect(missing.status == .notFound && missing.text.contains(MarkingAddOn.script), "error pages too")

            let todos = try await Browser().get(client, "/todos").text
            #expect(todos.contains("<script src=\"\(MarkingAddOn.script)\" defer></script>"))
            #expect(todos.contains("<main id=\"main\">") && !todos.contains("daybook-token"), "not live")
        }
    }

    /// Over real connections: without an add-on that serves them, plain HTTP/1.
    @Test func withoutAChannelOfItsOwnTheServerServesPlainHTTP1() async throws {
        try await WebHarness.run(mode: .live, addOns: [MarkingAddOn.self]) { client, _ in
            let page = try await Browser().get(client, "/todos")
            #expect(page.status == .ok && page.text.contains("<h1>Todos</h1>"))
            let upgrade = try await client.execute(
                uri: "/live", method: .get,
                headers: [
                    .connection: "Upgrade", .upgrade: "websocket", .secWebSocketVersion: "13",
                    .secWebSocketKey: "dGhlIHNhbXBsZSBub25jZQ==",
                ])
            #expect(upgrade.status == .notFound, "nothing to upgrade to")
        }
    }
}
