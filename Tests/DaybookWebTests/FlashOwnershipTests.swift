import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import Testing

@testable import DaybookWeb

/// A flash message is one person's: left in a shared browser by one person, it is never shown to
/// the next one to sign in there.
@Suite("Flash messages are each person's")
struct FlashOwnershipTests {
    @Test func aFlashLeftByOnePersonIsNotShownToTheNextInTheSameBrowser() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            let browser = Browser()
            _ = try await People.signIn(
                browser, client, name: "Hanako", password: AccountSignInTests.hanakoPassword)
            #expect(try await browser.post(client, "/todos", form: ["title": "Hanako's secret"]).status == .seeOther)
            let id = try await people.hanakosTodo("Hanako's secret")
            // Deleted: the answer leaves a flash naming it for the next page, which she never opens.
            let deleted = try await browser.post(client, "/todos/\(id)/delete")
            #expect(deleted.status == .seeOther && browser.cookies[FlashStore.cookieName] != nil)
            // Her session ends without another page (the cookie expired, or was cleared), and Taro
            // signs in in the same browser.
            browser.forget(SignInGate.cookie)
            let page = try await browser.get(client, "/signin")
            #expect(page.status == .ok && !page.text.contains("secret"), "not on the sign-in page")
            let taro = try await browser.post(
                client, "/signin",
                form: ["name": "Taro", "password": AccountSignInTests.taroPassword, "next": "/todos"])
            #expect(taro.status == .seeOther)
            let his = try await browser.get(client, "/todos")
            #expect(his.status == .ok && !his.text.contains("secret"), "nor on his list")

            // Her own flash still reaches her.
            let hanako = Browser()
            _ = try await People.signIn(
                hanako, client, name: "Hanako", password: AccountSignInTests.hanakoPassword)
            #expect(try await hanako.post(client, "/todos", form: ["title": "Another"]).status == .seeOther)
            let other = try await people.hanakosTodo("Another")
            _ = try await hanako.post(client, "/todos/\(other)/delete")
            let hers = try await hanako.get(client, "/todos")
            #expect(hers.text.contains("Another"), "the undo flash names it")
        }
    }

    /// With only the server's password, a flash left by someone signed in is not shown on the
    /// sign-in page to someone who is not.
    @Test func withTheServersPasswordAFlashIsNotShownToSomeoneSignedOut() async throws {
        try await WebHarness.run(settings: PasswordTests.settings) { client, _ async throws in
            let browser = Browser()
            try await browser.get(client, "/signin")
            #expect(
                try await browser.post(client, "/signin", form: ["password": PasswordTests.secret]).status == .seeOther)
            #expect(try await browser.post(client, "/todos", form: ["title": "A household secret"]).status == .seeOther)
            let list = try await browser.get(client, "/todos")
            let id = try #require(list.text.firstMatch(of: #//todos/([0-9a-f-]{36})//#).map { String($0.1) })
            #expect(try await browser.post(client, "/todos/\(id)/delete").status == .seeOther)
            browser.forget(SignInGate.cookie)
            let page = try await browser.get(client, "/signin")
            #expect(page.status == .ok && !page.text.contains("secret"), "not on the sign-in page")
        }
    }
}
