import Crypto
import Foundation

/// The signed-in cookie's value: an expiry and a random nonce, signed with a key derived from
/// the password (HMAC-SHA256).
///
/// Nothing is kept on the server, so any `daybook serve` process that knows the password accepts
/// it, a restart keeps visitors signed in, and changing the password signs everyone out.
struct SessionToken: Sendable {
    /// How long a sign-in lasts.
    static let lifetime: Duration = .seconds(30 * 24 * 60 * 60)

    private let key: SymmetricKey

    init(password: String) {
        key = SymmetricKey(data: SHA256.hash(data: Array("daybook-session-v1\u{0}\(password)".utf8)))
    }

    /// A new token, valid until `now + lifetime`.
    func make(now: Date = Date()) -> String {
        let expires = Int(now.timeIntervalSince1970) + Int(Self.lifetime.components.seconds)
        let nonce = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let payload = "v1.\(expires).\(nonce)"
        return "\(payload).\(Self.hex(HMAC<SHA256>.authenticationCode(for: Array(payload.utf8), using: key)))"
    }

    /// Whether `token` was made with this password and has not expired. The signature is
    /// compared in constant time.
    func isValid(_ token: String, now: Date = Date()) -> Bool {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "v1", let expires = Int(parts[1]),
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

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    private static func bytes(fromHex text: Substring) -> [UInt8]? {
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
