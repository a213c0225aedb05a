import DaybookDomain
import Foundation

/// Slows down password guessing, per client: after ``allowedFailures`` wrong passwords, that
/// client must wait before the next try, twice as long after each further failure (30 s, 1 min,
/// 2 min… at most 15 min). A success, or a day without a failure, forgives. Sign-in forms and the
/// API's Basic authentication count alike.
///
/// An attempt is counted as it is admitted, before the password is checked, so a burst of
/// guesses sent at once cannot slip past the limit between the check and the count. The counts
/// are kept in a ``SignInAttemptStore``, the database every process shares, and the times are
/// the wall clock's, which every process agrees on.
public struct SignInThrottle: Sendable {
    public static let allowedFailures = 5
    public static let longestLockout: Duration = .seconds(15 * 60)
    public static let forgiveAfter: Duration = .seconds(24 * 60 * 60)

    private let store: any SignInAttemptStore
    private let dates: any DateSource

    public init(store: any SignInAttemptStore, dates: any DateSource) {
        self.store = store
        self.dates = dates
    }

    /// `nil` when `client` may try now (the attempt is then counted as a failure until
    /// ``succeeded(_:)`` says otherwise), else how long it must still wait.
    public func admit(_ client: String) async throws(AppError) -> Duration? {
        let now = StoredTime.milliseconds(from: dates.now())
        let forgive = StoredTime.milliseconds(of: Self.forgiveAfter)
        return try await store.update(client: client, forgetBefore: now - forgive) { record in
            var record = record.flatMap { now - $0.lastAt > forgive ? nil : $0 }
            if let held = record, held.failures >= Self.allowedFailures {
                let left = held.lastAt + StoredTime.milliseconds(of: Self.lockout(after: held.failures)) - now
                if left > 0 { return (held, .milliseconds(left)) }
            }
            record = SignInAttempts(failures: (record?.failures ?? 0) + 1, lastAt: now)
            return (record, nil)
        }
    }

    /// The password was right: the client's count starts again.
    public func succeeded(_ client: String) async throws(AppError) {
        let now = StoredTime.milliseconds(from: dates.now())
        try await store.update(client: client, forgetBefore: now - StoredTime.milliseconds(of: Self.forgiveAfter)) {
            _ in (nil, ())
        }
    }

    /// 30 s after the fifth failure, doubling with each one after, at most ``longestLockout``.
    public static func lockout(after failures: Int) -> Duration {
        let doublings = min(max(0, failures - allowedFailures), 5)
        return min(.seconds(30 << doublings), longestLockout)
    }

}
