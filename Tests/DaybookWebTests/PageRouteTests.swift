import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

@Suite("Web pages")
struct PageRouteTests {
    @Test func healthCheck() async throws {
        try await WebHarness.run { client, _ in
            let response = try await Browser().get(client, "/healthz")
            #expect(response.status == .ok)
            #expect(response.text == "ok\n")
            #expect(response.headers[.daybookVersion] == DaybookVersion.current)
        }
    }

    @Test func readinessFollowsTheDatabase() async throws {
        try await WebHarness.run { client, _ in
            let response = try await Browser().get(client, "/readyz")
            #expect(response.status == .ok)
            #expect(response.text == "ready\n")
        }
    }

    /// Every feature's page (from the navigation, so a new feature is checked too), and the
    /// pages a link or a search leads to.
    static let pages = WebFeatures.navigation.map(\.path) + ["/weather?city=Tokyo", "/posts?page=2", "/posts/1"]

    @Test func everyFeatureHasItsPageInTheNavigation() {
        #expect(Set(Self.pages).isSuperset(of: ["/", "/weather", "/todos", "/posts", "/profile"]))
    }

    @Test(arguments: pages)
    func everyPageRendersWithItsHeadersAndOneHeading(path: String) async throws {
        try await WebHarness.run { client, _ in
            let response = try await Browser().get(client, path)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
            #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true)
            #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
            let html = response.text
            #expect(html.components(separatedBy: "<h1>").count == 2, "exactly one h1")
            #expect(html.contains("<html lang=\"en\">"))
            #expect(html.contains("href=\"\(Stylesheet.path)\""))
            #expect(response.headers[.cacheControl] == "private, no-store", "pages hold tokens and personal data")
            #expect(response.headers[.vary] == "Cookie, Accept-Language")
            // No script: the one the pages have is the live channel's, an add-on the server is
            // composed with (LivePageFrameTests).
            #expect(!html.contains("<script"), "no script")
            #expect(!html.contains("data-live") && !html.contains("daybook-token"), "no page is live")
            // Every field has a label naming it.
            for id in Self.fieldIDs(in: html) {
                #expect(
                    html.contains("<label for=\"\(id)\"") || html.contains("class=\"visually-hidden\" for=\"\(id)\""),
                    "\(id) has no label")
            }
        }
    }

    @Test func theStylesheetKeepsFocusVisibleAndIsCachedForGoodAtItsFingerprint() async throws {
        try await WebHarness.run { client, _ in
            #expect(Stylesheet.path.wholeMatch(of: /\/assets\/daybook-[0-9a-f]{16}\.css/) != nil)
            let response = try await Browser().get(client, Stylesheet.path)
            #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(response.text.contains(":focus-visible"))
            #expect(try await Browser().get(client, "/assets/daybook.css").status == .notFound, "no unversioned copy")
        }
    }

    @Test func languageFollowsAcceptLanguageThenTheSwitch() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            browser.acceptLanguage = "fr-FR, ja;q=0.8, en;q=0.5"
            let japanese = try await browser.get(client, "/todos")
            #expect(japanese.text.contains("<html lang=\"ja\">"))
            #expect(japanese.text.contains("<h1>タスク一覧</h1>"))
            #expect(japanese.text.contains("href=\"/todos?lang=en\""), "the switch is on the page")

            try await browser.get(client, "/todos?lang=en")
            let english = try await browser.get(client, "/profile")
            #expect(english.text.contains("<html lang=\"en\">"), "the switch is remembered")
            #expect(english.text.contains("<h1>Profile</h1>"))
        }
    }

    @Test func theSwitchKeepsThePageAndItsQuery() async throws {
        try await WebHarness.run { client, _ in
            let page = try await Browser().get(client, "/posts?page=2&lang=ja")
            #expect(page.text.contains("href=\"/posts?page=2&amp;lang=en\""))
        }
    }

    @Test func anUnknownPageIsALocalized404() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            browser.acceptLanguage = "ja"
            let response = try await browser.get(client, "/nowhere")
            #expect(response.status == .notFound)
            #expect(response.text.contains("そのページはありません。"))
            #expect(response.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test func eachVisitorGetsAnHttpOnlySameSiteId() async throws {
        try await WebHarness.run { client, _ in
            let response = try await Browser().get(client, "/")
            let cookies = response.headers[values: .setCookie]
            let user = try #require(cookies.first { $0.hasPrefix("daybook_user=") })
            #expect(user.contains("HttpOnly"))
            #expect(user.contains("SameSite=Lax"))
            let other = try await Browser().get(client, "/")
            #expect(other.headers[values: .setCookie].first { $0.hasPrefix("daybook_user=") } != user)
        }
    }

    static func fieldIDs(in html: String) -> [String] {
        html.components(separatedBy: "<input ").dropFirst().compactMap { tag -> String? in
            guard !tag.hasPrefix("type=\"hidden\""), !tag.hasPrefix("type=\"radio\""),
                let range = tag.range(of: "id=\"")
            else { return nil }
            return String(tag[range.upperBound...].prefix { $0 != "\"" })
        }
    }
}

@Suite("The API's OpenAPI description")
struct APIDescriptionTests {
    @Test func itIsServedAsJSONAndDescribesEveryOperation() async throws {
        try await WebHarness.run { client, _ in
            let response = try await client.execute(uri: "/api/openapi.json", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            #expect(Set(paths["/api/todos"]?.keys ?? [:].keys) == ["get", "post", "delete"])
            #expect(Set(paths["/api/todos/{id}"]?.keys ?? [:].keys) == ["parameters", "get", "patch", "delete"])
        }
    }
}
