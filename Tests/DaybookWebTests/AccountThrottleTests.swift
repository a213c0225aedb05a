import DaybookComposition
import DaybookData
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// `/signup` with accounts: it exists only while someone has one.
@Suite("Sign-in throttling with accounts")
struct AccountThrottleTests {
    typealias People = AccountSignInTests.People

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
