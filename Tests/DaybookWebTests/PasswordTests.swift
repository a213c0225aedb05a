import Crypto
import DaybookComposition
import DaybookData
import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import DaybookWeb

/// A server with `DAYBOOK_PASSWORD`: pages behind a sign-in form, the API behind HTTP Basic.
@Suite("The password: sign-in pages, Basic authentication for the API, slowed failures")
struct PasswordTests {
    static let secret = ServerPassword.secret
    static let settings = ServerPassword.settings

    static func basic(_ user: String, _ password: String) -> HTTPFields {
        [.authorization: "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()]
    }

    func signIn(_ browser: Browser, _ client: any TestClientProtocol, password: String, next: String = "/")
        async throws -> TestResponse
    {
        try await browser.post(client, "/signin", form: ["password": password, "next": next])
    }

    /// The cookie is signed with the database's own secret and the password: another process on
    /// the database (here, the next one on the file) accepts it; a server on another database,
    /// or with another password, does not.
    @Test func aSignInHoldsOnItsDatabaseAcrossARestartAndNowhereElse() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let browser = Browser()
        try await WebHarness.run(databasePath: path, settings: Self.settings) { client, _ async throws in
            try await browser.get(client, "/signin")
            #expect(try await signIn(browser, client, password: Self.secret).status == .seeOther)
            #expect(try await browser.get(client, "/todos").status == .ok)
        }
        try await WebHarness.run(databasePath: path, settings: Self.settings) { client, _ async throws in
            #expect(try await browser.get(client, "/todos").status == .ok, "restarted: still signed in")
        }
        let other = folder.path("other.sqlite")
        try await WebHarness.run(databasePath: other, settings: Self.settings) { client, _ async throws in
            let refused = try await browser.get(client, "/todos")
            #expect(refused.status == .seeOther, "another database")
            #expect(refused.headers[.location]?.hasPrefix("/signin") == true)
        }
        let changed = ServeSettings(port: 0, password: Password("a new password, long"))
        try await WebHarness.run(databasePath: path, settings: changed) { client, _ async throws in
            #expect(try await browser.get(client, "/todos").status == .seeOther, "a new password signs everyone out")
        }
    }

    /// A cookie that was good once and no longer is (here: the password changed) is told apart
    /// from no cookie: the visitor reads the guides' "session expired", and the cookie is dropped.
    @Test func aCookieNoLongerGoodIsASessionExpiredInTheGuidesWords() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.path("db.sqlite")
        let browser = Browser()
        try await WebHarness.run(databasePath: path, settings: Self.settings) { client, _ async throws in
            try await browser.get(client, "/signin")
            #expect(try await signIn(browser, client, password: Self.secret).status == .seeOther)
        }
        let changed = ServeSettings(port: 0, password: Password("a new password, long"))
        browser.acceptLanguage = "ja"
        try await WebHarness.run(databasePath: path, settings: changed) { client, _ async throws in
            let refused = try await browser.get(client, "/todos")
            #expect(refused.status == .seeOther && refused.headers[.location] == "/signin?next=%2Ftodos")
            #expect(refused.headers[values: .setCookie].contains { $0.hasPrefix("daybook_signin=;") })
            let form = try await browser.get(client, "/signin?next=%2Ftodos")
            #expect(form.text.contains("セッションが期限切れです。再ログインしてください<"))

            let stranger = Browser()
            #expect(try await stranger.get(client, "/todos").status == .seeOther)
            #expect(!(try await stranger.get(client, "/signin?next=%2Ftodos").text.contains("expired")))
        }
    }

    @Test func pagesAskForThePasswordAndBringTheVisitorBack() async throws {
        try await WebHarness.run(settings: Self.settings) { client, _ in
            let browser = Browser()
            let guarded = try await browser.get(client, "/todos?filter=open")
            #expect(guarded.status == .seeOther)
            #expect(guarded.headers[.location] == "/signin?next=%2Ftodos%3Ffilter%3Dopen")
            let form = try await browser.get(client, "/signin?next=%2Ftodos%3Ffilter%3Dopen")
            #expect(form.status == .ok)
            #expect(form.text.contains("<h1>Sign in</h1>"))
            #expect(
                form.text.contains(
                    #"<input type="password" id="password" name="password" autocomplete="current-password""#))
            #expect(form.text.contains(#"name="next" value="/todos?filter=open""#))

            let wrong = try await signIn(browser, client, password: "not it", next: "/todos?filter=open")
            #expect(wrong.status == .seeOther)
            #expect(try await browser.get(client, "/signin").text.contains("That password is not right."))

            let right = try await signIn(browser, client, password: Self.secret, next: "/todos?filter=open")
            #expect(right.status == .seeOther && right.headers[.location] == "/todos?filter=open")
            let cookie = try #require(right.headers[values: .setCookie].first { $0.hasPrefix("daybook_signin=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && !cookie.contains("Secure"))
            let page = try await browser.get(client, "/todos")
            #expect(
                page.status == .ok && page.text.contains(#"<form class="signout" method="post" action="/signout">"#))

            let out = try await browser.post(client, "/signout")
            #expect(out.status == .seeOther && out.headers[.location] == "/signin")
            #expect(try await browser.get(client, "/todos").status == .seeOther, "signed out")
        }
    }

    @Test func healthAndTheStylesheetStayOpen() async throws {
        try await WebHarness.run(settings: Self.settings) { client, _ in
            let health = try await client.execute(uri: "/healthz", method: .get)
            let stylesheet = try await client.execute(uri: Stylesheet.path, method: .get)
            #expect(health.status == .ok && stylesheet.status == .ok)
        }
    }

    @Test func aSignInWithoutTheFormTokenIsRefused() async throws {
        try await WebHarness.run(settings: Self.settings) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/signin")
            let forged = try await browser.post(client, "/signin", form: ["password": Self.secret], withToken: false)
            #expect(forged.status == .forbidden)
            #expect(forged.headers[values: .setCookie].allSatisfy { !$0.hasPrefix("daybook_signin=") })
        }
    }

    /// On a clock that stands still, so the wait it reports is the whole 30 s however slowly a
    /// busy machine runs the requests.
    @Test func afterFiveWrongPasswordsEvenTheRightOneMustWait() async throws {
        try await WebHarness.run(settings: Self.settings, dates: TestDateSource()) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/signin")
            for _ in 0..<SignInThrottle.allowedFailures {
                #expect(try await signIn(browser, client, password: "guess").status == .seeOther)
            }
            let locked = try await signIn(browser, client, password: Self.secret)
            #expect(locked.status == .tooManyRequests)
            #expect(locked.headers[.retryAfter] == "30")
            #expect(locked.text.contains("Too many failed attempts. Try again in 30 seconds."))
            // The API shares the count: Basic guesses are no way around it.
            let api = try await client.execute(uri: "/api/todos", method: .get, headers: Self.basic("x", Self.secret))
            #expect(api.status == .tooManyRequests && api.headers[.retryAfter] == "30")
        }
    }

    @Test func aBurstOfGuessesSentAtOnceGetsNoMoreTriesThanOneAfterAnother() async throws {
        try await WebHarness.run(settings: Self.settings) { client, _ in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for guess in 0..<12 {
                    group.addTask {
                        try await client.execute(
                            uri: "/api/todos", method: .get, headers: Self.basic("x", "guess \(guess)")
                        )
                        .status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.count { $0 == .unauthorized } == SignInThrottle.allowedFailures)
            #expect(statuses.count { $0 == .tooManyRequests } == 12 - SignInThrottle.allowedFailures)
        }
    }

    @Test func theAPITakesThePasswordThroughBasicAuthenticationWithAnyUserName() async throws {
        try await WebHarness.run(settings: Self.settings) { client, _ in
            let none = try await client.execute(uri: "/api/todos", method: .get)
            #expect(none.status == .unauthorized)
            #expect(none.headers[.wwwAuthenticate] == #"Basic realm="Daybook", charset="UTF-8""#)
            #expect(
                (none.json as? [String: String])?["error"]
                    == "A password is required: send it with HTTP Basic authentication (any user name).")
            let wrong = try await client.execute(uri: "/api/todos", method: .get, headers: Self.basic("me", "nope"))
            #expect(wrong.status == .unauthorized)
            for user in ["", "anyone", "名前"] {
                let right = try await client.execute(
                    uri: "/api/todos", method: .get, headers: Self.basic(user, Self.secret))
                #expect(right.status == .ok, "user \(user)")
            }
            // A browser preflight carries no credentials, and needs none.
            let preflight = try await client.execute(uri: "/api/todos", method: .options)
            #expect(preflight.status == .noContent)
        }
    }

    @Test func overHTTPSTheCookieIsSecure() async throws {
        var settings = Self.settings
        settings.publicURL = URL(string: "https://daybook.example")
        try await WebHarness.run(settings: settings) { client, _ in
            let browser = Browser()
            try await browser.get(client, "/signin")
            let right = try await signIn(browser, client, password: Self.secret)
            #expect(
                right.headers[values: .setCookie].contains { $0.hasPrefix("daybook_signin=") && $0.contains("Secure") })
        }
    }

    @Test(arguments: [
        ("/todos", "/todos"), ("/posts?page=2", "/posts?page=2"), ("//evil.example", "/"), ("/\\evil.example", "/"),
        ("https://evil.example", "/"), ("/x\r\nSet-Cookie: a=b", "/"), (nil, "/"),
    ])
    func afterSigningInTheVisitorOnlyEverGoesToAPageOfThisSite(next: String?, destination: String) {
        #expect(SignInPages.safeNext(next) == destination)
    }
}

@Suite("Signed sign-in tokens")
struct SessionTokenTests {
    static let secret = [UInt8](repeating: 7, count: 32)
    let tokens = SessionToken(secret: Self.secret, password: "correct horse battery")

    @Test func aTokenIsValidUntilItExpiresAndOnlyForItsSecretAndPassword() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let token = tokens.make(now: now)
        #expect(tokens.isValid(token, now: now))
        #expect(tokens.isValid(token, now: now.addingTimeInterval(29 * 24 * 3600)))
        #expect(!tokens.isValid(token, now: now.addingTimeInterval(31 * 24 * 3600)), "expired")
        let newPassword = SessionToken(secret: Self.secret, password: "another password")
        #expect(!newPassword.isValid(token, now: now), "a new password signs out")
        let otherDatabase = SessionToken(secret: [UInt8](repeating: 8, count: 32), password: "correct horse battery")
        #expect(!otherDatabase.isValid(token, now: now), "another database's secret refuses it")
    }

    /// What a stolen cookie told before: its key was SHA-256 of a fixed prefix and the password,
    /// so each guess could be checked offline against the signature. Such a token is refused,
    /// and the token made now is not signed with that key.
    @Test func aTokenSignedWithThePasswordAloneIsRefused() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let passwordOnly = SymmetricKey(
            data: SHA256.hash(data: Array("daybook-session-v1\u{0}correct horse battery".utf8)))
        func signed(_ payload: String) -> String {
            let code = HMAC<SHA256>.authenticationCode(for: Array(payload.utf8), using: passwordOnly)
            return payload + "." + code.map { String(format: "%02x", $0) }.joined()
        }
        #expect(!tokens.isValid(signed("v1.1900000000.00112233445566778899aabbccddeeff"), now: now))
        #expect(!tokens.isValid(signed("v2.1900000000.00112233445566778899aabbccddeeff"), now: now))
        let parts = tokens.make(now: now).split(separator: ".").map(String.init)
        #expect(signed(parts[0...2].joined(separator: ".")) != parts.joined(separator: "."))
    }

    @Test func aTamperedTokenIsRefused() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        var parts = tokens.make(now: now).split(separator: ".").map(String.init)
        parts[1] = String(Int(parts[1])! + 365 * 24 * 3600)  // a longer life, same signature
        #expect(!tokens.isValid(parts.joined(separator: "."), now: now))
        for junk in ["", "v1", "v1.1.2.3", "v2.9999999999.a.\(String(repeating: "0", count: 64))"] {
            #expect(!tokens.isValid(junk, now: now))
        }
    }

    @Test func passwordsAreComparedWhole() {
        #expect(SessionToken.matches("secret!!", password: "secret!!"))
        #expect(!SessionToken.matches("secret!", password: "secret!!"))
        #expect(!SessionToken.matches("", password: "secret!!"))
    }
}

@Suite("Who a sign-in attempt counts as")
struct SignInClientTests {
    @Test func anIPv6ClientIsItsSlash64() throws {
        let one = try SocketAddress(ipAddress: "2001:db8:1:2:aaaa::1", port: 1)
        let sameNetwork = try SocketAddress(ipAddress: "2001:db8:1:2:bbbb::9", port: 2)
        let other = try SocketAddress(ipAddress: "2001:db8:1:3::1", port: 1)
        #expect(SignInClient.key(of: one) == SignInClient.key(of: sameNetwork))
        #expect(SignInClient.key(of: one) != SignInClient.key(of: other))
        #expect(SignInClient.key(of: try SocketAddress(ipAddress: "192.0.2.7", port: 1)) == "192.0.2.7")
        #expect(SignInClient.key(of: nil) == "unknown")
    }
}

@Suite("How long a throttled visitor waits, in words")
struct SignInWaitTextTests {
    @Test(arguments: [
        (1, Language.english, "Too many failed attempts. Try again in 1 second."),
        (30, .english, "Too many failed attempts. Try again in 30 seconds."),
        (1, .japanese, "失敗が続いたため、1秒後にもう一度お試しください。"),
    ])
    func theWaitIsCountedInTheVisitorsLanguage(seconds: Int, language: Language, text: String) {
        let wait = SignInGate.Wait(duration: .seconds(seconds))
        #expect(wait.message(Localizer(language: language)) == text)
    }
}
