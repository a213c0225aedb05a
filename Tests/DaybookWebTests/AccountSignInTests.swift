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
import NIOCore
import Testing

@testable import DaybookWeb

/// A server whose database has accounts: every page and API call needs one of them signed in,
/// and each person reads and writes only their own todos, through pages and the API alike.
@Suite("Accounts on the web: each person signs in and sees only their own")
struct AccountSignInTests {
    static let hanakoPassword = People.hanakoPassword
    static let taroPassword = People.taroPassword

    static func bearer(_ token: String) -> HTTPFields { [.authorization: "Bearer " + token] }

    static func basic(_ name: String, _ password: String) -> HTTPFields {
        [.authorization: "Basic " + Data("\(name):\(password)".utf8).base64EncodedString()]
    }

    @Test func eachPersonSignsInWithTheirNameAndSeesOnlyTheirOwnTodos() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        let hers = try await people.hanakosTodo("Kept before accounts")
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            let hanako = Browser()
            let away = try await hanako.get(client, "/todos")
            #expect(away.status == .seeOther && away.headers[.location] == "/signin?next=%2Ftodos")
            let form = try await hanako.get(client, "/signin?next=%2Ftodos")
            #expect(form.text.contains(#"name="name""#) && form.text.contains(#"autocomplete="username""#))
            let signedIn = try await People.signIn(hanako, client, name: "Hanako", password: Self.hanakoPassword)
            #expect(signedIn.status == .seeOther && signedIn.headers[.location] == "/todos")
            let list = try await hanako.get(client, "/todos")
            #expect(list.status == .ok && list.text.contains("Kept before accounts"), "the first account took it")
            #expect(try await hanako.get(client, "/todos/\(hers)/edit").status == .ok)

            // Taro signs in with his name in full width: the same account.
            let taro = Browser()
            #expect(
                try await People.signIn(taro, client, name: "ＴＡＲＯ", password: Self.taroPassword).status == .seeOther)
            let his = try await taro.get(client, "/todos")
            #expect(his.status == .ok && !his.text.contains("Kept before accounts"))
            // Her todo does not exist for him: not found, never forbidden, and nothing he sends
            // changes it, even once it is done (so his "clear completed" would take it, were it his).
            #expect(try await hanako.post(client, "/todos/\(hers)/toggle").status == .seeOther)
            #expect(try await taro.get(client, "/todos/\(hers)/edit").status == .notFound)
            _ = try await taro.post(client, "/todos/\(hers)/toggle")
            _ = try await taro.post(client, "/todos/\(hers)/rename", form: ["title": "His now"])
            _ = try await taro.post(client, "/todos/\(hers)/delete")
            #expect(try await taro.post(client, "/todos/clear-completed").status == .seeOther)
            #expect(try await hanako.get(client, "/todos/\(hers)/edit").status == .ok, "still hers")
            let row = try await people.container.makeTodoController(for: try await people.hanako).show(hers)
            #expect(row.title == "Kept before accounts" && row.isCompleted, "as she left it")

            // What he adds is his.
            #expect(try await taro.post(client, "/todos", form: ["title": "Bought by Taro"]).status == .seeOther)
            #expect(try await taro.get(client, "/todos").text.contains("Bought by Taro"))
            #expect(!(try await hanako.get(client, "/todos").text.contains("Bought by Taro")))
        }
    }

    /// No enumeration: a name no account has and a wrong password get the same status, the same
    /// words and the same page (the name typed is kept in both).
    @Test func anUnknownNameAndAWrongPasswordGetTheSameAnswer() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            let browser = Browser()
            let unknown = try await People.signIn(browser, client, name: "Jiro", password: Self.hanakoPassword)
            let wrong = try await People.signIn(browser, client, name: "Taro", password: "not his password")
            #expect(unknown.status == .unauthorized && wrong.status == .unauthorized)
            #expect(unknown.text.contains("That name and password do not match an account."))
            #expect(
                unknown.text.replacingOccurrences(of: "Jiro", with: "NAME")
                    == wrong.text.replacingOccurrences(of: "Taro", with: "NAME"),
                "the same page for an unknown name and a wrong password")
            // The API alike: the same status, headers and body.
            let apiUnknown = try await client.execute(
                uri: "/api/todos", method: .get, headers: Self.basic("Jiro", Self.hanakoPassword))
            let apiWrong = try await client.execute(
                uri: "/api/todos", method: .get, headers: Self.basic("Taro", "not his password"))
            #expect(apiUnknown.status == .unauthorized && apiWrong.status == .unauthorized)
            #expect(apiUnknown.text == apiWrong.text)
            #expect(apiUnknown.headers[.wwwAuthenticate] == apiWrong.headers[.wwwAuthenticate])
            #expect(try await browser.get(client, "/todos").status == .seeOther, "and no one signed in")
        }
    }

    @Test func theAPITakesATokenOrANameAndPasswordAndAnswersEachWithTheirOwn() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        let hers = try await people.hanakosTodo("Kept before accounts")
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            let none = try await client.execute(uri: "/api/todos", method: .get)
            #expect(none.status == .unauthorized && none.headers[.wwwAuthenticate] != nil)
            #expect(none.text.contains("Bearer"))

            let asTaro = Self.bearer(people.taroToken)
            let empty = try await client.execute(uri: "/api/todos", method: .get, headers: asTaro)
            #expect(empty.status == .ok && (empty.json as? [Any])?.isEmpty == true)
            var json = asTaro
            json[.contentType] = "application/json"
            let created = try await client.execute(
                uri: "/api/todos", method: .post, headers: json, body: ByteBuffer(string: #"{"title":"From a script"}"#)
            )
            #expect(created.status == .created)
            let mine = try await client.execute(uri: "/api/todos", method: .get, headers: asTaro)
            #expect((mine.json as? [[String: Any]])?.map { $0["title"] as? String } == ["From a script"])

            let asHanako = Self.basic("hanako", Self.hanakoPassword)
            let hersListed = try await client.execute(uri: "/api/todos", method: .get, headers: asHanako)
            #expect((hersListed.json as? [[String: Any]])?.map { $0["title"] as? String } == ["Kept before accounts"])
            // Again, within the minute: answered without a second sign-in's hash (same answer).
            #expect(try await client.execute(uri: "/api/todos", method: .get, headers: asHanako).status == .ok)

            // Her todo, by its address, is not found for him: read, change or delete.
            for method in [HTTPRequest.Method.get, .patch, .delete] {
                let answer = try await client.execute(
                    uri: "/api/todos/\(hers)", method: method, headers: json,
                    body: method == .patch ? ByteBuffer(string: #"{"completed":true}"#) : nil)
                #expect(answer.status == .notFound, "\(method)")
            }
            let deleteAll = try await client.execute(uri: "/api/todos", method: .delete, headers: asTaro)
            #expect(deleteAll.status == .noContent)
            #expect(try await client.execute(uri: "/api/todos/\(hers)", method: .get, headers: asHanako).status == .ok)

            for refused in [
                Self.bearer("dbk_" + String(repeating: "A", count: 43)), Self.bearer("junk"),
                Self.basic("hanako", "wrong password"), Self.basic("nobody", Self.hanakoPassword),
            ] {
                #expect(
                    try await client.execute(uri: "/api/todos", method: .get, headers: refused).status == .unauthorized)
            }
        }
    }

    /// A password changed or an account removed, by any process, ends what was signed in with it:
    /// its cookies (a session expired, in the guides' words) and its tokens.
    @Test func aPasswordChangeOrARemovalEndsTheSessionsAndTokensAtOnce() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            let hanako = Browser()
            _ = try await People.signIn(hanako, client, name: "Hanako", password: Self.hanakoPassword)
            #expect(try await hanako.get(client, "/todos").status == .ok)
            let taro = Browser()
            _ = try await People.signIn(taro, client, name: "Taro", password: Self.taroPassword)
            #expect(try await taro.get(client, "/todos").status == .ok)

            _ = try await people.container.makeAccountController().changePassword(
                name: "Hanako", password: "her new long password")
            let expired = try await hanako.get(client, "/todos")
            #expect(expired.status == .seeOther && expired.headers[.location] == "/signin?next=%2Ftodos")
            #expect(try await hanako.get(client, "/signin?next=%2Ftodos").text.contains("Your session has expired"))
            #expect(try await taro.get(client, "/todos").status == .ok, "his session is his own")
            let old = Self.basic("Hanako", Self.hanakoPassword)
            #expect(try await client.execute(uri: "/api/todos", method: .get, headers: old).status == .unauthorized)

            _ = try await people.container.makeAccountController().remove(name: "Taro")
            #expect(try await taro.get(client, "/todos").status == .seeOther)
            let token = Self.bearer(people.taroToken)
            #expect(try await client.execute(uri: "/api/todos", method: .get, headers: token).status == .unauthorized)
        }
    }

    /// A server other machines can reach, started because it had accounts, lets no one in once the
    /// last is removed: it never falls open.
    @Test func aServerBeyondLoopbackWithNoAccountsLeftLetsNoOneIn() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        let settings = ServeSettings(host: "0.0.0.0", port: 0)
        #expect(!settings.mayBeOpen)
        try await WebHarness.run(databasePath: people.path, settings: settings) { client, _ async throws in
            for name in ["Hanako", "Taro"] { _ = try await people.container.makeAccountController().remove(name: name) }
            #expect(try await Browser().get(client, "/todos").status == .seeOther)
            #expect(try await client.execute(uri: "/api/todos", method: .get).status == .unauthorized)
        }
        // On loopback the same database is open again: the household's (empty now) list.
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            #expect(try await Browser().get(client, "/todos").status == .ok)
        }
    }
    /// `/signup` exists only with `--allow-signup` and once people have accounts; it makes an
    /// account signed in at once on an empty list, refuses what `daybook user add` refuses, and
    /// counts every attempt towards the address's throttle.
    @Test func signUpIsOffUnlessAskedForAndThenThrottledPerAddress() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            let browser = Browser()
            #expect(try await browser.get(client, "/signup").status == .notFound)
            #expect(!(try await browser.get(client, "/signin").text.contains("/signup")))
            let refused = try await browser.post(
                client, "/signup", form: ["name": "Jiro", "password": "jiro's password", "again": "jiro's password"])
            #expect(refused.status == .notFound)
        }
        let allowing = ServeSettings(port: 0, allowsSignUp: true)
        try await WebHarness.run(databasePath: folder.path("empty.sqlite"), settings: allowing) {
            client, _ async throws in
            #expect(try await Browser().get(client, "/signup").status == .notFound, "no accounts yet: user add first")
        }
        try await WebHarness.run(databasePath: people.path, settings: allowing) { client, _ async throws in
            let jiro = Browser()
            #expect(try await jiro.get(client, "/signin").text.contains(#"<a href="/signup">"#))
            #expect(try await jiro.get(client, "/signup").status == .ok)
            func signUp(_ name: String, _ password: String, _ again: String) async throws -> TestResponse {
                try await jiro.post(client, "/signup", form: ["name": name, "password": password, "again": again])
            }
            let differ = try await signUp("Jiro", "jiro's password", "another password")
            #expect(differ.status == .badRequest && differ.text.contains("The two passwords differ."))
            let taken = try await signUp("ｈａｎａｋｏ", "a long password", "a long password")
            #expect(taken.status == .conflict)
            let made = try await signUp("Jiro", "jiro's password", "jiro's password")
            #expect(made.status == .seeOther && made.headers[.location] == "/todos")
            let list = try await jiro.get(client, "/todos")
            #expect(list.status == .ok && list.text.contains("Welcome, Jiro. This list is yours."))
            #expect(!list.text.contains("Kept before accounts"), "his own, empty list")
            #expect(try await people.container.actingPerson(named: "jiro").name == "Jiro")

            // Three attempts so far from this address; two more, and then it must wait.
            for _ in 0..<2 { _ = try await signUp("Saburo", "a long password", "not the same") }
            let throttled = try await signUp("Saburo", "a long password", "a long password")
            #expect(throttled.status == .tooManyRequests && throttled.headers[.retryAfter] != nil)
            await #expect(throws: AppError.notFound(.account)) {
                try await people.container.actingPerson(named: "Saburo")
            }
        }
    }
}
