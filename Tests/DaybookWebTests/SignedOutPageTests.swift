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

@testable import DaybookWeb

/// A page left open when its session ends (the first account added, the password changed): the
/// page says so before anything is typed, the sign-in comes back to where the visitor was, and
/// what a form sent after the end is offered back, never lost and never saved unasked.
@Suite("A page whose session ended", .timeLimit(.minutes(3)))
struct SignedOutPageTests {
    static let expired = Localizer(language: .english)(ErrorCategoryText.sessionExpired)
    static let newPassword = ServerPassword.changed

    @Test func aTitleSentAfterThePasswordChangedIsOfferedBackAfterTheSignIn() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let browser = try await ServerPassword.signedIn(at: path)
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
        let browser = try await ServerPassword.signedIn(at: path)
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
        let browser = try await ServerPassword.signedIn(at: path)
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
