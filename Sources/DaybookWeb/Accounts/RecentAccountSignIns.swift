import Crypto
import Foundation
import Synchronization

/// The name and password pairs that signed a client in during the last minute, in this process,
/// remembered by a digest (never the password) with whose account they opened: an API client
/// sending Basic credentials with every request costs one bcrypt verify a minute, not one a
/// request. The digest is an HMAC under a key made at random for this process, so a copy of its
/// memory gives no way to test password guesses against it. What is remembered names an account and its session generation, which the caller
/// checks again on every use, so a password changed or an account removed (by any process) ends
/// it at once. Bounded; wrong pairs are never remembered.
final class RecentAccountSignIns: Sendable {
    static let lifetime: Duration = .seconds(60)
    private static let capacity = 1_000
    private let entries = Mutex<[Data: (claim: AccountSessionToken.Claim, at: ContinuousClock.Instant)]>([:])
    private let key = SymmetricKey(size: .bits256)

    /// Whose the pair was, if `client` gave it in the last ``lifetime``.
    func claim(client: String, nameKey: String, password: String) -> AccountSessionToken.Claim? {
        let key = key(client, nameKey, password)
        return entries.withLock { entries in
            guard let entry = entries[key] else { return nil }
            if ContinuousClock.now - entry.at < Self.lifetime { return entry.claim }
            entries[key] = nil
            return nil
        }
    }

    func insert(client: String, nameKey: String, password: String, claim: AccountSessionToken.Claim) {
        let key = key(client, nameKey, password)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = (claim, .now)
        }
    }

    private func key(_ client: String, _ nameKey: String, _ password: String) -> Data {
        // Each part's length first, so no two different triples run together into the same bytes.
        var code = HMAC<SHA256>(key: key)
        for part in [client, nameKey, password] {
            let bytes = Array(part.utf8)
            code.update(data: Array("\(bytes.count):".utf8))
            code.update(data: bytes)
        }
        return Data(code.finalize())
    }
}
