import DaybookTestSupport
import DaybookWebTestSupport
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import DaybookLive
@testable import DaybookWeb

/// The web app composed with the live channel, as `daybook serve` composes it: every page loads
/// the channel's one script, the pages the channel has are marked live, and the script is served
/// for good at its fingerprint.
@Suite("Pages with the live channel: one script, the live pages marked")
struct LivePageFrameTests {
    /// Every feature's page (from the navigation, so a new feature is checked too), and the
    /// pages a link or a search leads to.
    static let pages = WebFeatures.navigation.map(\.path) + ["/weather?city=Tokyo", "/posts?page=2", "/posts/1"]

    @Test(arguments: pages)
    func everyPageLoadsTheOneScript(path: String) async throws {
        try await WebHarness.run(addOns: [LiveAddOn.self]) { client, _ in
            let html = try await Browser().get(client, path).text
            // One script, from this server (the live pages'), none inline.
            #expect(html.components(separatedBy: "<script").count == 2, "one script")
            #expect(html.contains("<script src=\"\(LiveScript.path)\" defer></script>"))
        }
    }

    /// An error page, made without the app at hand, loads it too (and is never live).
    @Test func anErrorPageLoadsTheOneScriptToo() async throws {
        try await WebHarness.run(addOns: [LiveAddOn.self]) { client, _ in
            let missing = try await Browser().get(client, "/no-such-page")
            #expect(missing.status == .notFound)
            #expect(missing.text.components(separatedBy: "<script").count == 2, "one script")
            #expect(missing.text.contains("<script src=\"\(LiveScript.path)\" defer></script>"))
            #expect(!missing.text.contains("data-live"))
        }
    }

    @Test func theChannelsPagesAreLiveAndCarryTheFormTokenTheOthersAreNot() async throws {
        try await WebHarness.run(addOns: [LiveAddOn.self]) { client, _ in
            for path in ["/", "/todos", "/todos?filter=open", "/weather?city=Tokyo", "/posts?page=2"] {
                let browser = Browser()
                let html = try await browser.get(client, path).text
                let token = try #require(browser.csrfToken)
                #expect(html.contains("<main id=\"main\" data-live>"), "\(path)")
                #expect(html.contains("<meta name=\"daybook-token\" content=\"\(token)\">"), "\(path)")
            }
            for path in ["/profile", "/posts/1"] {
                let html = try await Browser().get(client, path).text
                #expect(html.contains("<main id=\"main\">") && !html.contains("daybook-token"), "\(path)")
            }
        }
    }

    @Test func theScriptIsCachedForGoodAtItsFingerprintAndNowhereElse() async throws {
        try await WebHarness.run(addOns: [LiveAddOn.self]) { client, _ in
            #expect(LiveScript.path.wholeMatch(of: /\/assets\/daybook-[0-9a-f]{16}\.js/) != nil)
            let response = try await Browser().get(client, LiveScript.path)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(response.text.contains("new WebSocket("))
            #expect(try await Browser().get(client, "/assets/daybook.js").status == .notFound, "no unversioned copy")
        }
    }

    /// Written in parts, served as one: one function holding every part, which starts the channel
    /// once all are read.
    @Test func theScriptIsItsPartsInOneFunctionThatStartsTheChannel() {
        let script = String(decoding: LiveScript.bytes, as: UTF8.self)
        #expect(script.hasPrefix("(function () {\n'use strict';\n"))
        #expect(script.hasSuffix("\nstart();\n})();\n"))
        #expect(LiveScript.parts.count == 3)
        for part in LiveScript.parts { #expect(script.contains(String(decoding: part, as: UTF8.self))) }
        #expect(script.components(separatedBy: "function start()").count == 2, "one start")
    }

    /// Without the channel the script is not there, nor is the channel.
    @Test func withoutTheChannelNeitherItsScriptNorItsAddressIsServed() async throws {
        try await WebHarness.run { client, _ async throws in
            #expect(try await Browser().get(client, LiveScript.path).status == .notFound)
            #expect(try await Browser().get(client, "/live").status == .notFound)
        }
    }
}
