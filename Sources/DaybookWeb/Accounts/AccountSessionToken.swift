import Crypto
import Foundation

/// The signed-in cookie's value when there are accounts: whose session it is (the account's id
/// and the session generation it was made at), an expiry and a random nonce, signed
/// (HMAC-SHA256) with a key made from the database's session secret.
///
/// Every `daybook serve` process on the database accepts it (the secret is shared), a restart
/// keeps it, and it ends early when the account's password changes (the generation moves) or the
/// account is removed: each request asks whether the account is still there at that generation.
struct AccountSessionToken: Sendable {
    /// How long a sign-in lasts.
    static let lifetime = SessionToken.lifetime
    /// The format's version, first in every token (``SessionToken``'s are `v2`).
    private static let version = "v3"

    /// Whose session: an account id and the generation it was signed in at.
    struct Claim: Equatable {
        let accountID: String
        let generation: Int64
    }

    private let key: SymmetricKey

    init(secret: [UInt8]) {
        let purpose = Array("daybook-account-session-v3".utf8)
        key = SymmetricKey(
            data: Array(HMAC<SHA256>.authenticationCode(for: purpose, using: SymmetricKey(data: secret))))
    }

    /// A new token for `claim`, valid until `now + lifetime`.
    func make(_ claim: Claim, now: Date = Date()) -> String {
        let expires = Int(now.timeIntervalSince1970) + Int(Self.lifetime.components.seconds)
        let nonce = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let payload = "\(Self.version).\(expires).\(claim.accountID).\(claim.generation).\(nonce)"
        return "\(payload).\(SessionToken.hex(HMAC<SHA256>.authenticationCode(for: Array(payload.utf8), using: key)))"
    }

    /// Whose session `token` is, if it was made with this secret and has not expired; the
    /// signature is compared in constant time.
    func claim(_ token: String, now: Date = Date()) -> Claim? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0] == Self.version, let expires = Int(parts[1]),
            expires > Int(now.timeIntervalSince1970), !parts[2].isEmpty, let generation = Int64(parts[3]),
            let signature = SessionToken.bytes(fromHex: parts[5])
        else { return nil }
        let payload = parts[0...4].joined(separator: ".")
        guard HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Array(payload.utf8), using: key)
        else { return nil }
        return Claim(accountID: String(parts[2]), generation: generation)
    }
}
