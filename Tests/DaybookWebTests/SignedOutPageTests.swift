import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import DaybookWeb

/// A page left open when its session ends (the first account added, the password changed): the
/// page says so before anything is typed, the sign-in comes back to where the visitor was, and
/// what a form sent after the end is offered back, never lost and never saved unasked.
@Suite("A page whose session ended", .timeLimit(.minutes(3)))
struct SignedOutPageTests {
    static let expired = Localizer(language: .english)(ErrorCategoryText.sessionExpired)
    static let newPassword = ServeSettings(port: 0, password: Password("a new password, long"))

    /// A browser signed in with the server's password on the database at `path`.
    static func signedIn(at path: String) async throws -> Browser {
        let browser = Browser()
        try await WebHarness.run(databasePath: path, settings: PasswordTests.settings) { client, _ async throws in
            try await browser.get(client, "/signin")
            let signedIn = try await browser.post(client, "/signin", form: ["password": PasswordTests.secret])
            #expect(signedIn.status == .seeOther)
            try await browser.get(client, "/todos")
        }
        return browser
    }

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
        try await WebHarness.run(databasePath: path, mode: .live) { client, _ in
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
        let browser = try await Self.signedIn(at: path)
        try await WebHarness.run(databasePath: path, settings: Self.newPassword, mode: .live) { client, _ in
            let page = LivePageClient(port: try #require(client.port), at: "/todos", cookies: browser.cookies)
            defer { page.close() }
            #expect(await page.until { $0.isOver })
            Self.expectSignedOutNotice(page.now, next: "/todos")
            #expect(page.now.parts["todos-summary"] == nil && page.now.lists.isEmpty, "nothing of the list")
            let ended = try await page.ended().get()
            #expect(ended?.closeCode == LiveChannel.signedOutCloseCode)
        }
    }

    @Test func aTitleSentAfterThePasswordChangedIsOfferedBackAfterTheSignIn() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let browser = try await Self.signedIn(at: path)
        try await WebHarness.run(databasePath: path, settings: Self.newPassword) { client, _ async throws in
            // The form of a page loaded before: its token, sent from /todos?page=1.
            let token = try #require(browser.csrfToken)
            let sent = try await browser.send(
                client, "/todos", method: .post, body: ByteBuffer(string: "csrf=\(token)&title=Buy+oat+milk"),
                contentType: "application/x-www-form-urlencoded",
                headers: [.referer: "http://127.0.0.1:8080/todos?page=1"])
            #expect(sent.status == .seeOther)
            #expect(sent.headers[.location] == "/signin?next=%2Ftodos%3Fpage%3D1")
            let form = try await browser.get(client, "/signin?next=%2Ftodos%3Fpage%3D1")
            #expect(form.text.contains(Self.expired))
            #expect(form.text.contains(#"<input type="hidden" name="keptTitle" value="Buy oat milk">"#))

            // A wrong password keeps it too; the right one comes back with it in the field.
            let wrong = try await browser.post(
                client, "/signin",
                form: ["password": "not it", "next": "/todos?page=1", "keptTitle": "Buy oat milk"])
            let again = try await browser.get(client, try #require(wrong.headers[.location]))
            #expect(again.text.contains(#"<input type="hidden" name="keptTitle" value="Buy oat milk">"#))
            let right = try await browser.post(
                client, "/signin",
                form: [
                    "password": Self.newPassword.password?.value ?? "", "next": "/todos?page=1",
                    "keptTitle": "Buy oat milk",
                ])
            #expect(right.headers[.location] == "/todos?page=1")
            let list = try await browser.get(client, "/todos?page=1")
            #expect(list.text.contains(#"id="new-title" name="title" value="Buy oat milk""#))
            #expect(list.text.contains(Localizer(language: .english)(SignInText.keptAfterSignIn)))
            #expect(!list.text.contains("<span class=\"title\">Buy oat milk</span>"), "offered, not added")
        }
    }

    @Test func aRenameSentAfterThePasswordChangedComesBackToItsEditPage() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let container = try AppContainer(
            configuration: DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical),
            logger: Logger(label: "test"), passwordHashCost: 4)
        let id = try #require(try await container.makeTodoController(for: .household).add(title: "Call mum").todo?.id)
        let browser = try await Self.signedIn(at: path)
        try await WebHarness.run(databasePath: path, settings: Self.newPassword) { client, _ async throws in
            let token = try #require(browser.csrfToken)
            let sent = try await browser.send(
                client, "/todos/\(id)/rename", method: .post, body: ByteBuffer(string: "csrf=\(token)&title=Call+dad"),
                contentType: "application/x-www-form-urlencoded",
                headers: [.referer: "http://127.0.0.1:8080/todos/\(id)/edit"])
            #expect(sent.headers[.location] == SignInPages.signInPath(next: "/todos/\(id)/edit"))
            try await browser.get(client, try #require(sent.headers[.location]))
            let right = try await browser.post(
                client, "/signin",
                form: [
                    "password": Self.newPassword.password?.value ?? "", "next": "/todos/\(id)/edit",
                    "keptTitle": "Call dad",
                ])
            let edit = try await browser.get(client, try #require(right.headers[.location]))
            #expect(edit.text.contains(#"id="title" name="title" value="Call dad""#))
        }
    }

    /// A form another site made has no token: it is never kept, nor is its `Referer` followed.
    @Test func aFormWithoutTheTokenKeepsNothing() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let browser = try await Self.signedIn(at: path)
        try await WebHarness.run(databasePath: path, settings: Self.newPassword) { client, _ async throws in
            let forged = try await browser.send(
                client, "/todos", method: .post, body: ByteBuffer(string: "title=Forged"),
                contentType: "application/x-www-form-urlencoded", headers: [.referer: "http://evil.example/todos"])
            #expect(forged.headers[.location] == "/signin?next=%2F")
            let form = try await browser.get(client, "/signin?next=%2F")
            #expect(!form.text.contains("Forged") && !form.text.contains("keptTitle"))
        }
    }
}
