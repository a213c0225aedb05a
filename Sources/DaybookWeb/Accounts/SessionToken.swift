import Crypto
import Foundation

/// The signed-in cookie's value: an expiry and a random nonce, signed (HMAC-SHA256) with a key
/// made from the database's session secret and the password.
///
/// The secret is 32 random bytes kept in the database (``AppContainer/sessionSecret()``), so
/// every `daybook serve` process on that database accepts the cookie, a restart keeps visitors
/// signed in, and a server on another database refuses it. A stolen cookie gives no way to guess
/// the password offline: without the secret, a guess cannot be checked against the signature.
/// The password is part of the key, so changing it signs everyone out.
struct SessionToken: Sendable {
    /// How long a sign-in lasts.
    static let lifetime: Duration = .seconds(30 * 24 * 60 * 60)
    /// The format's version, first in every token: a token of another version is refused (those
    /// of version 1 were signed with the password alone).
    private static let version = "v2"

    private let key: SymmetricKey

    init(secret: [UInt8], password: String) {
        let purpose = Array("daybook-session-v2\u{0}\(password)".utf8)
        key = SymmetricKey(
            data: Array(HMAC<SHA256>.authenticationCode(for: purpose, using: SymmetricKey(data: secret))))
    }

    /// A new token, valid until `now + lifetime`.
    func make(now: Date = Date()) -> String {
        let expires = Int(now.timeIntervalSince1970) + Int(Self.lifetime.components.seconds)
        let nonce = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let payload = "\(Self.version).\(expires).\(nonce)"
        return "\(payload).\(Self.hex(HMAC<SHA256>.authenticationCode(for: Array(payload.utf8), using: key)))"
    }

    /// Whether `token` was made with this secret and password and has not expired. The signature is
    /// compared in constant time.
    func isValid(_ token: String, now: Date = Date()) -> Bool {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == Self.version, let expires = Int(parts[1]),
            expires > Int(now.timeIntervalSince1970), let signature = Self.bytes(fromHex: parts[3])
        else { return false }
        let payload = parts[0...2].joined(separator: ".")
        return HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Array(payload.utf8), using: key)
    }

    /// Whether `candidate` is the password, compared through digests in constant time.
    static func matches(_ candidate: String, password: String) -> Bool {
        let (left, right) = (SHA256.hash(data: Array(candidate.utf8)), SHA256.hash(data: Array(password.utf8)))
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    static func bytes(fromHex text: Substring) -> [UInt8]? {
        guard text.count == 64 else { return nil }
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
