import DaybookDomain
import Foundation

/// How passwords and tokens are turned into what is stored: a password by a slow, salted hash
/// (verifying one costs the same whatever the answer), a token by a fast digest (a token is 256
/// random bits, which no guessing reaches; a slow hash would only slow every API request).
///
/// Implemented by the DaybookBcrypt driver (bcrypt, SHA-256). Hashing and verifying may wait for
/// a turn and may refuse with ``AppError/rateLimited(retryAfterSeconds:)`` when too many wait.
public protocol CredentialHasher: Sendable {
    func hash(password: String) async throws(AppError) -> String

    /// Whether `password` is the one `hash` was made from.
    func verify(password: String, hash: String) async throws(AppError) -> Bool

    /// Costs what ``verify(password:hash:)`` costs and answers `false`: what a sign-in with an
    /// unknown name spends, so it cannot be told from a wrong password by its time.
    func verifyNothing(password: String) async throws(AppError) -> Bool

    /// Whether `hash` was made otherwise than ``hash(password:)`` makes one now (another cost,
    /// from an archive or another server): a right sign-in then stores a new one, so every
    /// stored hash takes the same time to check.
    func needsRehash(_ hash: String) -> Bool

    func digest(token: String) -> String
}
