import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import DaybookLive
@testable import DaybookWeb

/// A live page left open when its session ends (the first account added, the password changed):
/// the page says so before anything is typed, and the sign-in comes back to where the visitor was.
@Suite("A live page whose session ended", .timeLimit(.minutes(3)))
struct LiveSignedOutPageTests {
    static let expired = Localizer(language: .english)(ErrorCategoryText.sessionExpired)

    /// The signed-out notice a live page was sent: the guides' words and a sign-in that comes back.
    static func expectSignedOutNotice(_ page: LivePageClient.Page, next: String) {
        #expect(page.signedOut)
        let flash = page.parts["flash-area"] ?? ""
        #expect(flash.contains(expired) && flash.contains("role=\"alert\""), "\(flash)")
        let back = SignInPages.signInPath(next: next)
        #expect(flash.contains("<a class=\"button quiet\" href=\"\(back)\">Sign in</a>"), "\(flash)")
    }

    @Test func anOpenPageIsToldAtOnceWhenTheFirstAccountIsAdded() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("open.sqlite")
        try await WebHarness.run(databasePath: path, mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/todos")
            let page = LivePageClient(
                port: try #require(client.port), at: "/todos?q=milk", cookies: browser.cookies)
            defer { page.close() }
            #expect(await page.until { $0.parts["todos-summary"] != nil })
            let container = try AppContainer(
                configuration: DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical),
                logger: Logger(label: "test"), passwordHashCost: 4)
            _ = try await container.makeAccountController().add(name: "Hanako", password: "her long password")
            #expect(await page.until { $0.isOver })
            Self.expectSignedOutNotice(page.now, next: "/todos?q=milk")
            let ended = try await page.ended().get()
            #expect(ended?.closeCode == LiveChannel.signedOutCloseCode)
        }
    }

    /// The password changed while the server was away: the page's channel, coming back, is told
    /// why it cannot follow the list any more, and is shown nothing of it.
    @Test func aPageComingBackAfterThePasswordChangedIsToldItWasSignedOut() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let browser = try await ServerPassword.signedIn(at: path)
        try await WebHarness.run(
            databasePath: path, settings: ServerPassword.changed, mode: .live, addOns: [LiveAddOn.self]
        ) { client, _ in
            let page = LivePageClient(port: try #require(client.port), at: "/todos", cookies: browser.cookies)
            defer { page.close() }
            #expect(await page.until { $0.isOver })
            Self.expectSignedOutNotice(page.now, next: "/todos")
            #expect(page.now.parts["todos-summary"] == nil && page.now.lists.isEmpty, "nothing of the list")
            let ended = try await page.ended().get()
            #expect(ended?.closeCode == LiveChannel.signedOutCloseCode)
        }
    }
}
