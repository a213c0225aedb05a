import DaybookComposition
import DaybookData
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// What one address may try against the accounts, and what may lock a name: a right sign-in
/// forgives only what was tried at its own name, sign-ups are counted apart (a taken name
/// included), and a name locked by guesses from elsewhere still lets its owner in from an address
/// that has not failed.
@Suite("Sign-in throttling with accounts")
struct AccountThrottleTests {
    /// Wrong passwords at names that are not the attacker's, each name tried once (so no name's
    /// own count comes near its limit), with the attacker's own right sign-in after every four:
    /// through the form and through Basic authentication alike, the address's fifth failure is
    /// its last before it must wait, whatever it signed in to meanwhile.
    @Test func aRightSignInForgivesOnlyTheFailuresAtItsOwnName() async throws {
        for viaAPI in [false, true] {
            let folder = TemporaryDirectory()
            defer { folder.remove() }
            let people = try await People(in: folder)
            try await WebHarness.run(databasePath: people.path) { client, _ async throws in
                func attempt(_ name: String, _ password: String) async throws -> HTTPResponse.Status {
                    if viaAPI {
                        let headers = AccountSignInTests.basic(name, password)
                        return try await client.execute(uri: "/api/todos", method: .get, headers: headers).status
                    }
                    return try await People.signIn(Browser(), client, name: name, password: password).status
                }
                var statuses: [HTTPResponse.Status] = []
                for round in 0..<3 {
                    for guess in 0..<4 { statuses.append(try await attempt("victim\(round)x\(guess)", "guess")) }
                    statuses.append(try await attempt("Hanako", AccountSignInTests.hanakoPassword))
                }
                let right: HTTPResponse.Status = viaAPI ? .ok : .seeOther
                #expect(
                    Array(statuses.prefix(5)) == [.unauthorized, .unauthorized, .unauthorized, .unauthorized, right])
                #expect(statuses[5] == .unauthorized, "the fifth failure from the address (API: \(viaAPI))")
                #expect(statuses[6] == .tooManyRequests, "then it waits (API: \(viaAPI)): \(statuses)")
            }
        }
    }

    /// Sign-ups are counted on their own, whatever signs in from the address meanwhile; asking
    /// for a name taken already (which the page must say) costs an attempt like any other.
    @Test func signUpsKeepTheirOwnCountAndATakenNameCostsAnAttempt() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        let allowing = ServeSettings(port: 0, allowsSignUp: true)
        try await WebHarness.run(databasePath: people.path, settings: allowing) { client, _ async throws in
            func signUp(_ name: String) async throws -> HTTPResponse.Status {
                let browser = Browser()
                try await browser.get(client, "/signup")
                return try await browser.post(
                    client, "/signup", form: ["name": name, "password": "a long password", "again": "a long password"]
                ).status
            }
            func signInAsHanako() async throws {
                let answer = try await People.signIn(
                    Browser(), client, name: "Hanako", password: AccountSignInTests.hanakoPassword)
                #expect(answer.status == .seeOther)
            }
            #expect(try await signUp("Jiro") == .seeOther)
            #expect(try await signUp("HANAKO") == .conflict)
            try await signInAsHanako()
            #expect(try await signUp("taro") == .conflict)
            try await signInAsHanako()
            #expect(try await signUp("Saburo") == .seeOther)
            #expect(try await signUp("ｔａｒｏ") == .conflict, "the fifth sign-up from the address")
            try await signInAsHanako()
            #expect(try await signUp("Shiro") == .tooManyRequests, "then it waits, signed in or not")
            await #expect(throws: AppError.notFound(.account)) {
                try await people.container.actingPerson(named: "Shiro")
            }
            // And a sign-in from the address is not held up by its sign-ups.
            try await signInAsHanako()
        }
    }

    /// Five wrong passwords at Taro's name, from five addresses, lock it: the next guess from any
    /// of them waits. Taro, from an address that has not failed, still signs in with his right
    /// password (one wrong password there, though, and that address waits for the name too).
    @Test func aNameLockedByGuessesElsewhereLetsItsOwnerInFromAnAddressThatHasNotFailed() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        let gate = SignInGate(
            password: nil, mayBeOpen: false, publicURL: nil, failureDelay: .zero, container: people.container)
        func attempt(_ password: String, from client: String) async throws -> Result<Person?, SignInGate.Wait> {
            try await gate.checkAccount(name: "Taro", password: password, from: client, language: .english)
        }
        for guess in 1...SignInThrottle.allowedFailures {
            guard case .success(nil) = try await attempt("guess \(guess)", from: "203.0.113.\(guess)") else {
                Issue.record("guess \(guess) was not answered as a wrong password")
                return
            }
        }
        guard case .failure = try await attempt("guess 6", from: "203.0.113.1") else {
            Issue.record("the name is not locked for an address that failed at it")
            return
        }
        let home = try await attempt(AccountSignInTests.taroPassword, from: "198.51.100.7")
        guard case .success(let person?) = home else {
            Issue.record("Taro is locked out of his own account: \(home)")
            return
        }
        #expect(person.name == "Taro")
        // A clean address gets one try at a locked name; once it fails there, it waits too.
        let other = try await attempt("guess 7", from: "198.51.100.8")
        guard case .success(nil) = other else {
            Issue.record("a clean address's wrong password was not tried: \(other)")
            return
        }
        _ = try await attempt("guess 8", from: "203.0.113.2")
        _ = try await attempt("guess 9", from: "203.0.113.3")
        _ = try await attempt("guess 10", from: "203.0.113.4")
        _ = try await attempt("guess 11", from: "203.0.113.5")
        guard case .failure = try await attempt(AccountSignInTests.taroPassword, from: "198.51.100.8") else {
            Issue.record("an address that failed at the locked name was let through")
            return
        }
    }

    /// `--allow-signup` on a server other machines reach: once the last account is removed,
    /// `/signup` is gone (404) rather than letting a stranger make the first account and take what
    /// the household keeps.
    @Test func signUpIsGoneOnceNoAccountIsLeft() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        let settings = ServeSettings(host: "0.0.0.0", port: 0, allowsSignUp: true)
        try await WebHarness.run(databasePath: people.path, settings: settings) { client, _ async throws in
            let stranger = Browser()
            #expect(try await stranger.get(client, "/signup").status == .ok)
            for name in ["Hanako", "Taro"] { _ = try await people.container.makeAccountController().remove(name: name) }
            _ = try await people.container.makeTodoController(for: .household).add(title: "The household's")
            #expect(try await stranger.get(client, "/signup").status == .notFound)
            let made = try await stranger.post(
                client, "/signup",
                form: ["name": "Mallory", "password": "a long password", "again": "a long password"])
            #expect(made.status == .notFound)
            await #expect(throws: AppError.notFound(.account)) {
                try await people.container.actingPerson(named: "Mallory")
            }
            let kept = try await people.container.makeTodoController(for: .household).list().rows
            #expect(kept.map(\.title) == ["The household's"])
        }
    }
}
