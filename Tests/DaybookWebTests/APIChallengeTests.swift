import DaybookComposition
import DaybookDomain
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DaybookWeb

/// What the API answers a call it does not let in, with accounts: a challenge naming both schemes
/// it takes (RFC 7235, RFC 6750), and words that say what was wrong with what was sent, never
/// whether a name has an account.
@Suite("The API's challenge with accounts")
struct APIChallengeTests {
    @Test func aCallWithoutCredentialsIsToldBothSchemesAndARefusedTokenIsToldSo() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let people = try await People(in: folder)
        try await WebHarness.run(databasePath: people.path) { client, _ async throws in
            let none = try await client.execute(uri: "/api/todos", method: .get)
            #expect(none.status == .unauthorized)
            let challenges = none.headers[values: .wwwAuthenticate].joined(separator: ", ")
            #expect(challenges.contains(#"Basic realm="Daybook""#), "\(challenges)")
            #expect(challenges.contains(#"Bearer realm="Daybook""#), "\(challenges)")
            #expect(!challenges.contains("error="), "no credentials is no error (RFC 6750 §3.1)")

            _ = try await people.container.makeAccountController().revokeTokens(name: "Taro")
            let revoked = try await client.execute(
                uri: "/api/todos", method: .get, headers: AccountSignInTests.bearer(people.taroToken))
            #expect(revoked.status == .unauthorized)
            #expect(revoked.text != none.text, "a refused token is not told to send credentials it sent")
            #expect(revoked.text.contains("revoked"), "\(revoked.text)")
            let refusedChallenges = revoked.headers[values: .wwwAuthenticate].joined(separator: ", ")
            #expect(
                refusedChallenges.contains(#"Bearer realm="Daybook", error="invalid_token""#), "\(refusedChallenges)")
            #expect(refusedChallenges.contains(#"Basic realm="Daybook""#))

            // A token never issued reads as a revoked one: the answer tells nothing of any account.
            let neverIssued = try await client.execute(
                uri: "/api/todos", method: .get,
                headers: AccountSignInTests.bearer("dbk_" + String(repeating: "A", count: 43)))
            #expect(neverIssued.text == revoked.text)
            // A wrong pair reads the same for a name no account has and a wrong password.
            let unknown = try await client.execute(
                uri: "/api/todos", method: .get, headers: AccountSignInTests.basic("Jiro", "a long password"))
            let wrong = try await client.execute(
                uri: "/api/todos", method: .get, headers: AccountSignInTests.basic("Taro", "a long password"))
            #expect(unknown.status == .unauthorized && unknown.text == wrong.text)
            #expect(unknown.text != none.text && unknown.text != revoked.text)
        }
    }
}
