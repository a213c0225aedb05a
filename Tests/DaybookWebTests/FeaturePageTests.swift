import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import DaybookWeb

@Suite("The weather, posts, profile and dashboard pages")
struct FeaturePageTests {
    /// The recorded forecast names no condition (it asked for temperatures only): the card says
    /// nothing of the sky rather than "No description" beside a question mark. (Each condition's
    /// icon is drawn in `WeatherCardPartsTests`.)
    @Test func weatherShowsTheCardAndChart() async throws {
        try await WebHarness.run { client, _ in
            let page = try await Browser().get(client, "/weather?city=Tokyo").text
            #expect(page.contains("value=\"Tokyo\""), "the form keeps the city")
            #expect(page.contains("<h2>Tokyo, JP</h2>"))
            #expect(page.contains("<p class=\"temperature\">29.8℃</p>"))
            #expect(!page.contains("<svg class=\"icon\"") && !page.contains("No description"))
            #expect(page.contains("<svg class=\"chart\""))
            #expect(page.contains("<figcaption>Today, hour by hour</figcaption>"))
            #expect(page.components(separatedBy: "<polyline").count == 2)
        }
    }

    /// The visitor is online (they are reading the page): it is the server that cannot reach the
    /// service, and the page says so, never "you appear to be offline".
    @Test func weatherFailureIsShownNotThrown() async throws {
        try await WebHarness.run(offline: true) { client, _ in
            let browser = Browser()
            let response = try await browser.get(client, "/weather?city=Tokyo")
            #expect(response.status == .ok)
            #expect(response.text.contains("role=\"alert\">Daybook cannot reach the weather service right now."))
            let posts = try await browser.get(client, "/posts").text
            #expect(posts.contains("role=\"alert\">Daybook cannot reach the posts service right now."))
            browser.acceptLanguage = "ja"
            let japanese = try await browser.get(client, "/weather?city=Tokyo").text
            #expect(japanese.contains("role=\"alert\">Daybookから天気サービスに接続できません。"))
            for page in [response.text, posts, japanese] {
                #expect(!page.contains("offline") && !page.contains("オフライン"))
            }
        }
    }

    @Test func theDashboardShowsTheLastCitySearched() async throws {
        try await WebHarness.run { client, server in
            let browser = Browser()
            #expect(try await browser.get(client, "/").text.contains("Search for a city to see its weather here."))
            try await browser.get(client, "/weather?city=Tokyo")
            let dashboard = try await browser.get(client, "/").text
            #expect(dashboard.contains("<h3>Tokyo, JP</h3>"))
            #expect(dashboard.contains("Open todos: 0"))
            #expect(dashboard.contains("No profile registered yet."))
            #expect(dashboard.contains("href=\"/posts/1\""))
            #expect(server.requests.filter { $0.path.hasPrefix("/v1/") }.count == 2, "weather came from the cache")
        }
    }

    @Test func postsArePagedSearchedAndOpened() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            let first = try await browser.get(client, "/posts").text
            #expect(first.contains("Page 1 of 5 · 100 posts"))
            #expect(first.components(separatedBy: "<li><a href=\"/posts/").count == 21)
            #expect(first.contains("rel=\"next\" href=\"/posts?page=2\""))
            #expect(!first.contains("rel=\"prev\""))

            let searched = try await browser.get(client, "/posts?search=qui%20est%20esse").text
            #expect(searched.contains("href=\"/posts/2\""))

            let post = try await browser.get(client, "/posts/1").text
            #expect(
                post.contains("<h1>sunt aut facere repellat provident occaecati excepturi optio reprehenderit</h1>"))
            #expect(post.contains("Leanne Graham"))
        }
    }

    /// Guide 002 lists each post's title and body: the body is clamped to two lines by the
    /// stylesheet, the author below it. The dashboard's card stays a list of titles.
    @Test func eachPostShowsItsBodyClampedToTwoLinesWithItsAuthor() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            let page = try await browser.get(client, "/posts").text
            #expect(
                page.contains(
                    "reprehenderit</a><p class=\"post-body\">quia et suscipit suscipit recusandae consequuntur "
                        + "expedita et cum reprehenderit molestiae ut ut quas totam nostrum rerum est autem sunt rem "
                        + "eveniet architecto</p><span class=\"muted\">— Leanne Graham</span></li>"))
            #expect(page.components(separatedBy: "<p class=\"post-body\">").count == 21)
            let css = try await browser.get(client, Stylesheet.path).text
            #expect(css.contains("ul.posts li .post-body {"))
            #expect(css.contains("-webkit-line-clamp: 2;") && css.contains("line-clamp: 2;"))
            let dashboard = try await browser.get(client, "/").text
            #expect(dashboard.contains("href=\"/posts/1\"") && !dashboard.contains("post-body"))
        }
    }

    @Test func aMissingOrMalformedPostIsAnErrorPage() async throws {
        try await WebHarness.run { client, _ in
            let missing = try await Browser().get(client, "/posts/999")
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("That post does not exist."))
            let malformed = try await Browser().get(client, "/posts/abc")
            #expect(malformed.status == .badRequest)
        }
    }

    @Test func profileBadThenGoodNameShowsTheGuidesAlerts() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            browser.acceptLanguage = "ja"
            #expect(try await browser.get(client, "/profile").text.contains("プロフィールは未登録です。"))

            let rejected = try await browser.post(client, "/profile", form: ["name": "A", "gender": "female"])
            #expect(rejected.status == .seeOther)
            var page = try await browser.get(client, "/profile").text
            #expect(page.contains("role=\"alert\">登録失敗: 2文字以上10文字以下で登録してください</p>"))
            #expect(page.contains("id=\"name\" name=\"name\" value=\"A\""), "what was typed is kept")
            #expect(
                page.contains("value=\"A\" autocomplete=\"nickname\" aria-invalid=\"true\" aria-describedby=\"flash\""))
            #expect(page.contains("<title>登録失敗: 2文字以上10文字以下で登録してください – プロフィール · Daybook</title>"))
            #expect(page.contains("value=\"female\" checked"))

            try await browser.post(client, "/profile", form: ["name": "花子"])
            page = try await browser.get(client, "/profile").text
            #expect(page.contains("role=\"alert\">登録失敗: 性別を選択してください</p>"))
            #expect(page.contains("<fieldset aria-invalid=\"true\" aria-describedby=\"flash\">"))

            try await browser.post(client, "/profile", form: ["name": "花子", "gender": "female"])
            page = try await browser.get(client, "/profile").text
            #expect(page.contains("role=\"status\">登録完了: プロフィールを登録しました</p>"))
            #expect(page.contains("<dt>名前</dt><dd>花子</dd><dt>性別</dt><dd>女</dd>"))

        }
    }

    /// One profile per person: without accounts, the household's, whichever browser or front end
    /// registers or reads it (the command line reads what the web registered).
    @Test func theHouseholdHasOneProfileOnEveryFrontEnd() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("household.sqlite")
        try await WebHarness.run(databasePath: path) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/profile")
            try await browser.post(client, "/profile", form: ["name": "花子", "gender": "female"])
            let another = try await Browser().get(client, "/profile").text
            #expect(another.contains("<dt>Name</dt><dd>花子</dd>"), "another browser, the same household")
        }
        let container = try AppContainer(
            configuration: DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical),
            logger: .quiet)
        let view = ShownProfile()
        await container.makeProfileController(person: .household, view: view).load()
        guard case .registered(let summary)? = view.status.withLock({ $0 }) else {
            Issue.record("the command line's profile: \(String(describing: view.status.withLock { $0 }))")
            return
        }
        #expect(summary.name == "花子" && summary.genderCode == "female")
    }

    /// What the profile screen was last told to show.
    private final class ShownProfile: ProfileView {
        let status = Mutex<ProfileStatusViewState?>(nil)
        func display(_ alert: ProfileAlertViewState) async {}
        func display(_ status: ProfileStatusViewState) async { self.status.withLock { $0 = status } }
    }

    @Test func aProfileFormWithoutTheTokenIsRefused() async throws {
        try await WebHarness.run { client, _ in
            let browser = Browser()
            try await browser.get(client, "/profile")
            let refused = try await browser.post(
                client, "/profile", form: ["name": "花子", "gender": "female"], withToken: false)
            #expect(refused.status == .forbidden)
            #expect(try await browser.get(client, "/profile").text.contains("No profile registered yet."))
        }
    }

    @Test func aSettingProblemIsWordedInEachVisitorsLanguage() async throws {
        let problem = SettingProblem.unusable(name: "DAYBOOK_HTTP_TIMEOUT", value: "soon")
        try await WebHarness.run(weatherProblem: problem) { client, _ in
            let japanese = Browser()
            japanese.acceptLanguage = "ja"
            let page = try await japanese.get(client, "/weather?city=Tokyo").text
            #expect(page.contains("DAYBOOK_HTTP_TIMEOUTの値「soon」は使えません。"))
            let english = try await Browser().get(client, "/weather?city=Tokyo").text
            #expect(english.contains("DAYBOOK_HTTP_TIMEOUT has a value Daybook cannot use: “soon”."))
        }
    }
}
