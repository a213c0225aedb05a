import DaybookComposition
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

@testable import DaybookWeb

/// The upgrade from one shared password to accounts, from the browser: signing in with the
/// server's password and a name makes the first account, which keeps everything kept so far.
@Suite("The first account, made at a sign-in with the server's password")
struct FirstAccountSignInTests {
    static let secret = PasswordTests.secret

    @Test func theRightPasswordWithANameMakesTheFirstAccountWithEverythingKept() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let container = try AppContainer(
            configuration: DaybookConfiguration(databasePath: path, language: .english, logLevel: .critical),
            logger: Logger(label: "test"), passwordHashCost: 4)
        _ = try await container.makeTodoController(for: .household).add(title: "Kept with one password")

        // As `serve` does: the server remembers who may sign in while it listens for changes, so
        // the page after the account is made must not be answered from what it remembered before.
        let listening = Mutex<Task<Void, Never>?>(nil)
        defer { listening.withLock { $0?.cancel() } }
        let listen: @Sendable (WebServer) -> Void = { web in
            listening.withLock { $0 = Task { await web.app.container.listenForAccountChanges() } }
        }
        try await WebHarness.run(databasePath: path, settings: PasswordTests.settings, server: listen) {
            client, _ async throws in
            // Someone signed in with the shared password before the upgrade.
            let before = Browser()
            try await before.get(client, "/signin")
            #expect(try await before.post(client, "/signin", form: ["password": Self.secret]).status == .seeOther)
            #expect(try await before.get(client, "/todos").text.contains("Kept with one password"))

            let hanako = Browser()
            let form = try await hanako.get(client, "/signin")
            #expect(
                form.text.contains("Your name (optional)")
                    && !form.text.contains(
                        #"name="name" value="" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="32" required"#
                    ))
            // A wrong password with a name makes nothing.
            let wrong = try await hanako.post(
                client, "/signin", form: ["password": "not the password", "name": "Hanako", "next": "/todos"])
            #expect(wrong.status == .seeOther && wrong.headers[.location]?.hasPrefix("/signin") == true)
            #expect(try await container.hasAccounts(fresh: true) == false)
            // A name `user add` refuses is said in its words, the name kept; nothing made.
            let refused = try await hanako.post(
                client, "/signin", form: ["password": Self.secret, "name": "Ha nako", "next": "/todos"])
            #expect(refused.status.code >= 400 && refused.text.contains(#"value="Ha nako""#))
            #expect(try await container.hasAccounts(fresh: true) == false)

            let made = try await hanako.post(
                client, "/signin", form: ["password": Self.secret, "name": "Hanako", "next": "/todos"])
            #expect(made.status == .seeOther && made.headers[.location] == "/todos")
            let hers = try await hanako.get(client, "/todos")
            #expect(hers.status == .ok && hers.text.contains("Kept with one password"), "hers now")
            #expect(hers.text.contains("this Daybook&#39;s first account is yours"))
            let person = try await container.actingPerson(named: "hanako")
            #expect(person.name == "Hanako")
            #expect(try await container.makeTodoController(for: person).list(filter: .all, query: "").rows.count == 1)

            // From now on, accounts: the shared password's session is over, and the API takes
            // her name with the password she typed.
            let away = try await before.get(client, "/todos")
            #expect(away.status == .seeOther && away.headers[.location]?.hasPrefix("/signin") == true)
            let api = try await client.execute(
                uri: "/api/todos", method: .get, headers: PasswordTests.basic("Hanako", Self.secret))
            #expect(api.status == .ok && String(buffer: api.body).contains("Kept with one password"))

            // A second visitor with the old password and a name makes no second account.
            let taro = Browser()
            try await taro.get(client, "/signin")
            let late = try await taro.post(
                client, "/signin", form: ["password": Self.secret, "name": "Taro", "next": "/todos"])
            #expect(late.status == .unauthorized)
            #expect(try await container.makeAccountController().list().accounts.count == 1)
        }
    }
}
