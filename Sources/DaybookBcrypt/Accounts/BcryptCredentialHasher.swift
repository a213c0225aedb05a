import Crypto
import DaybookData
import DaybookDomain
import Foundation
import HummingbirdBcrypt
import NIOCore
import NIOPosix
import Synchronization

/// Passwords hashed with bcrypt, tokens digested with SHA-256.
///
/// bcrypt reads at most 72 bytes of its input, which a passphrase in Japanese (three bytes a
/// character) passes at 24 characters, and stops at a NUL. So the password, in Unicode's composed
/// form (the same typed on any system), is first digested with HMAC-SHA256 under Daybook's own
/// key and given to bcrypt as base64: 44 ASCII characters that depend on every byte typed. The
/// key is no secret; it makes the digest Daybook's own, so plain SHA-256 digests of passwords
/// leaked elsewhere cannot be tried against a stored hash without cracking them first.
///
/// Each hash takes a thread of a pool of its own (one per core), never a task's executor nor
/// NIO's shared pool, which file I/O needs: at cost 12 one takes about a quarter of a second of
/// CPU. At most ``maximumAdmitted`` wait or run at once; more are refused as too many requests
/// (`rateLimited`, to try again in a second), so a flood of sign-ins cannot queue without bound.
public struct BcryptCredentialHasher: CredentialHasher {
    /// bcrypt's cost for new passwords: 2¹² rounds.
    public static let defaultCost: UInt8 = 12
    public static let maximumAdmitted = 32

    /// The threads hashes run on: started at the first hash, for the life of the process.
    private static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: max(1, System.coreCount))
        pool.start()
        return pool
    }()

    /// What the pre-hash is keyed with (see above): fixed, so a hash stays valid across versions.
    private static let preHashKey = SymmetricKey(data: Array("daybook-password-v1".utf8))

    private let cost: UInt8
    private let admitted = Admission()

    /// `cost` from 4 (for tests) to 31.
    public init(cost: UInt8 = Self.defaultCost) {
        precondition((4...31).contains(cost), "bcrypt's cost is from 4 to 31")
        self.cost = cost
    }

    public func hash(password: String) async throws(AppError) -> String {
        let input = Self.bcryptInput(password)
        let cost = self.cost
        return try await run { Bcrypt.hash(input, cost: cost) }
    }

    /// Checks `hash`, and, for one made at a lower cost than this hasher's (imported), checks
    /// dummy hashes beside it (``dummyCosts(besideChecking:)``), so it takes as long as a check
    /// at this cost: what an unknown name's check takes.
    public func verify(password: String, hash: String) async throws(AppError) -> Bool {
        let input = Self.bcryptInput(password)
        let (admitted, dummies) = (self.admitted, dummyCosts(besideChecking: hash))
        return try await run {
            let matches = Bcrypt.verify(input, hash: hash)
            for cost in dummies { _ = Bcrypt.verify(input, hash: admitted.dummy(cost: cost)) }
            return matches
        }
    }

    public func verifyNothing(password: String) async throws(AppError) -> Bool {
        let input = Self.bcryptInput(password)
        let (admitted, dummies) = (self.admitted, dummyCosts(besideChecking: nil))
        return try await run {
            for cost in dummies { _ = Bcrypt.verify(input, hash: admitted.dummy(cost: cost)) }
            return false
        }
    }

    public func needsRehash(_ hash: String) -> Bool {
        Self.cost(of: hash) != cost
    }

    /// The costs of the dummy checks made beside checking `hash` (`nil`: a name no account has),
    /// so that every check spends 2^``cost`` rounds in all, whatever it checks: none beside a
    /// hash of this cost; beside one of a lower cost c, one at each cost from c up to this one
    /// (the hash's own 2^c, then 2^c + 2^(c+1) + … + 2^(cost-1): 2^cost); one at this cost for no hash,
    /// or beside a hash that is not bcrypt's (which checks at once). A hash of a higher cost is
    /// checked alone, for longer, until a right sign-in hashes its password again.
    public func dummyCosts(besideChecking hash: String?) -> [UInt8] {
        guard let hash, let own = Self.cost(of: hash) else { return [cost] }
        guard own < cost else { return [] }
        return Array(own..<cost)
    }

    /// The cost a bcrypt hash (`$2b$12$…`) was made at; `nil` for text that is not one.
    public static func cost(of hash: String) -> UInt8? {
        let parts = hash.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, parts[1].hasPrefix("2"), parts[2].count == 2,
            let cost = UInt8(parts[2]), (4...31).contains(cost)
        else { return nil }
        return cost
    }

    public func digest(token: String) -> String {
        SHA256.hash(data: Array(token.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    static func bcryptInput(_ password: String) -> String {
        Data(
            HMAC<SHA256>.authenticationCode(
                for: Array(password.precomposedStringWithCanonicalMapping.utf8), using: preHashKey)
        ).base64EncodedString()
    }

    private func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws(AppError) -> T {
        guard admitted.enter() else { throw .rateLimited(retryAfterSeconds: 1) }
        defer { admitted.leave() }
        do {
            return try await Self.pool.runIfActive(work)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            // The pool stopped: only at the end of the process.
            throw .cancelled
        }
    }

    /// How many hashes wait or run now, and the dummy hashes once made: shared by the copies of
    /// one hasher.
    private final class Admission: Sendable {
        let count = Mutex(0)
        let dummies = Mutex<[UInt8: String]>([:])

        /// A hash of a random password at `cost`, made once: verifying against it costs what
        /// verifying against a stored hash of that cost costs, and never matches.
        func dummy(cost: UInt8) -> String {
            if let made = dummies.withLock({ $0[cost] }) { return made }
            // Made outside the lock: another thread verifying meanwhile is not held up.
            let made = Bcrypt.hash(UUID().uuidString, cost: cost)
            return dummies.withLock { dummies in
                if let stored = dummies[cost] { return stored }
                dummies[cost] = made
                return made
            }
        }

        func enter() -> Bool {
            count.withLock { count in
                guard count < BcryptCredentialHasher.maximumAdmitted else { return false }
                count += 1
                return true
            }
        }

        func leave() { count.withLock { $0 -= 1 } }
    }
}
