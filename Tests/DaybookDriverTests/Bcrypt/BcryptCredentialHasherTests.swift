import DaybookBcrypt
import Foundation
import Testing

/// bcrypt as Daybook feeds it: every byte of a long password counts, the same password typed on
/// any system matches, and a token's digest is SHA-256's.
@Suite("Passwords and tokens, hashed")
struct BcryptCredentialHasherTests {
    let hasher = BcryptCredentialHasher(cost: 4)

    @Test func passwordsThatDifferOnlyPastBcryptsSeventyTwoBytesAreToldApart() async throws {
        // 30 characters of three bytes each: 90 bytes, past what bcrypt reads by itself.
        let long = String(repeating: "あ", count: 29)
        let hash = try await hasher.hash(password: long + "い")
        #expect(try await hasher.verify(password: long + "い", hash: hash))
        #expect(try await hasher.verify(password: long + "う", hash: hash) == false)
    }

    @Test func aPasswordWithANullOrAnAccentTypedEitherWayMatchesOnlyItself() async throws {
        let composed = try await hasher.hash(password: "café au lait")
        #expect(
            try await hasher.verify(password: "cafe\u{301} au lait", hash: composed), "decomposed, as macOS types it")
        #expect(try await hasher.verify(password: "cafe au lait", hash: composed) == false)
        let withNull = try await hasher.hash(password: "before\0after")
        #expect(try await hasher.verify(password: "before\0other", hash: withNull) == false, "not cut at the NUL")
    }

    @Test func eachHashIsSaltedAndTheDefaultCostIsTwelve() async throws {
        let (one, two) = (
            try await hasher.hash(password: "same password"), try await hasher.hash(password: "same password")
        )
        #expect(one != two)
        #expect(one.hasPrefix("$2b$04$"))
        let full = try await BcryptCredentialHasher().hash(password: "same password")
        #expect(full.hasPrefix("$2b$12$"))
        #expect(try await BcryptCredentialHasher().verify(password: "same password", hash: full))
    }

    @Test func aTokensDigestIsItsSHA256InHex() {
        #expect(hasher.digest(token: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
