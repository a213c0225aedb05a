import DaybookBcrypt
import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// A password hash made at another bcrypt cost than the server's (imported from an archive, or a
/// database another server wrote): checking it takes another time than the check an unknown name
/// costs, which would tell the name has an account. A right sign-in hashes the password again at
/// the server's cost, without ending its sessions or tokens; a wrong one changes nothing.
@Suite("Password hashes made at another cost")
struct ImportedHashCostTests {
    static func cost(of hash: String) -> Int? {
        let parts = hash.split(separator: "$")
        return parts.count > 1 ? Int(parts[1]) : nil
    }

    @Test(arguments: AccountRepositoryKind.allCases)
    func aRightSignInHashesThePasswordAgainAtTheServersCost(kind: AccountRepositoryKind) async throws {
        let (repository, _, store, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let imported = try await BcryptCredentialHasher(cost: 5).hash(password: "her long password")
        #expect(Self.cost(of: imported) == 5)
        let name = try AccountName("Hanako")
        #expect(
            try await store.insert(
                AccountRecord(
                    id: "a-1", name: name.value, nameKey: name.key, passwordHash: imported, createdAt: 0, generation: 3)
            ))
        let token = try #require(try await repository.issueToken(for: AccountID("a-1"), at: TestDateSource.start))

        #expect(try await repository.signIn(nameKey: name.key, password: "not her password") == nil)
        #expect(try await store.fetch(nameKey: name.key)?.passwordHash == imported, "a wrong password changes nothing")

        let signedIn = try await repository.signIn(nameKey: name.key, password: "her long password")
        #expect(signedIn?.sessionGeneration == 3)
        let stored = try #require(try await store.fetch(nameKey: name.key))
        #expect(Self.cost(of: stored.passwordHash) == 4, "at the server's cost now: \(stored.passwordHash.prefix(7))")
        #expect(stored.generation == 3, "her sessions go on")
        #expect(try await repository.account(bearing: token.secret)?.id == AccountID("a-1"), "and her tokens")
        #expect(try await repository.signIn(nameKey: name.key, password: "her long password") != nil)
        #expect(try await repository.signIn(nameKey: name.key, password: "not her password") == nil)
    }

    /// Without timings: what a check spends, in bcrypt's rounds, is what a check at the server's
    /// cost spends, for a name no account has, a hash of the server's cost, one imported at a
    /// lower cost, and text that is no hash at all; and the checks still answer rightly.
    @Test func aCheckSpendsTheServersCostWhateverItChecks() async throws {
        let hasher = BcryptCredentialHasher(cost: 6)
        func rounds(_ hash: String?) -> Int {
            let own = hash.flatMap(BcryptCredentialHasher.cost(of:)).map { 1 << Int($0) } ?? 0
            return own + hasher.dummyCosts(besideChecking: hash).reduce(0) { $0 + 1 << Int($1) }
        }
        let own = try await hasher.hash(password: "her long password")
        let imported = [
            try await BcryptCredentialHasher(cost: 4).hash(password: "her long password"),
            try await BcryptCredentialHasher(cost: 5).hash(password: "her long password"),
        ]
        #expect(rounds(nil) == 1 << 6)
        #expect(rounds(own) == 1 << 6)
        #expect(imported.map(rounds) == [1 << 6, 1 << 6])
        #expect(rounds("not a hash") == 1 << 6)
        #expect(!hasher.needsRehash(own) && imported.allSatisfy(hasher.needsRehash))
        for hash in imported {
            #expect(try await hasher.verify(password: "her long password", hash: hash))
            #expect(!(try await hasher.verify(password: "not her password", hash: hash)))
        }
        #expect(!(try await hasher.verifyNothing(password: "her long password")))
    }
}
