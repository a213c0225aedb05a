import DaybookDomain
import Foundation

/// Where sign-in attempts are counted, shared by every process serving the site, so a client
/// cannot multiply its guesses by the number of processes.
public protocol SignInAttemptStore: Sendable {
    /// Reads `client`'s record, and replaces it with what `decide` returns (`nil` removes it),
    /// in one transaction: concurrent attempts from one client are counted one after the other.
    /// Records last changed before `forgetBefore` (milliseconds since 1970) may be removed
    /// meanwhile.
    func update<T: Sendable>(
        client: String, forgetBefore: Int64,
        _ decide: @escaping @Sendable (SignInAttempts?) -> (SignInAttempts?, T)
    ) async throws(AppError) -> T
}
