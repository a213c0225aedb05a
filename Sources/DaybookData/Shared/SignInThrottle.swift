import DaybookDomain
import Foundation

/// Slows down password guessing: after ``allowedFailures`` wrong passwords, whoever failed must
/// wait before the next try, twice as long after each further failure (30 s, 1 min, 2 min… at
/// most 15 min). A day without a failure forgives. Sign-in forms and the API's Basic
/// authentication count alike.
///
/// Attempts are counted under keys: a client's (its address, ``admit(_:)``), and, with accounts,
/// also the name tried and the pair of the two (``admit(client:account:)``):
/// - **the client's count** bounds what one address tries, at any names. A right password forgives
///   only the failures that client made at that same name (the pair's count), so an attacker's own
///   account cannot wipe what it tried at everyone else's;
/// - **the name's count** bounds what every address together tries at one name. A right password
///   clears it. While it is locked, a client that has not failed anywhere may still try (its one
///   attempt is counted like any other): the owner, at an address they have not mistyped from, is
///   not locked out by someone else's guesses. The price: every fresh address gets one guess at a
///   locked name until it fails once, which the client's own count then remembers for a day.
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

    /// `nil` when `key` may try now (the attempt is then counted as a failure until
    /// ``succeeded(_:)`` says otherwise), else how long it must still wait.
    public func admit(_ key: String) async throws(AppError) -> Duration? {
        let now = Milliseconds.since1970(dates.now())
        return try await update(key, now: now) { held -> (SignInAttempts?, Duration?) in
            if let wait = Self.wait(held, now: now) { return (held, wait) }
            return (Self.counted(held, now: now), nil)
        }
    }

    /// The password was right: `key`'s count starts again.
    public func succeeded(_ key: String) async throws(AppError) {
        try await update(key, now: Milliseconds.since1970(dates.now())) { _ in (nil, ()) }
    }

    /// An attempt from `client` at the account whose throttle key is `account`: `nil` when it may
    /// try now (counted against the client, the name and the pair of the two), else how long it
    /// must still wait (see the type's description).
    public func admit(client: String, account: String) async throws(AppError) -> Duration? {
        let now = Milliseconds.since1970(dates.now())
        let (clientWait, hadFailed) = try await update(client, now: now) {
            held -> (SignInAttempts?, (Duration?, Bool)) in
            let hadFailed = (held?.failures ?? 0) > 0
            if let wait = Self.wait(held, now: now) { return (held, (wait, hadFailed)) }
            return (Self.counted(held, now: now), (nil, hadFailed))
        }
        if let clientWait { return clientWait }
        let accountWait = try await update(account, now: now) { held -> (SignInAttempts?, Duration?) in
            if hadFailed, let wait = Self.wait(held, now: now) { return (held, wait) }
            return (Self.counted(held, now: now), nil)
        }
        if let accountWait { return accountWait }
        try await update(Self.pair(client, account), now: now) { held in (Self.counted(held, now: now), ()) }
        return nil
    }

    /// `client`'s password for `account` was right: the name's count starts again, and the
    /// client's loses what it failed at that name (and this attempt), nothing else.
    public func succeeded(client: String, account: String) async throws(AppError) {
        let now = Milliseconds.since1970(dates.now())
        let atThisName = try await update(Self.pair(client, account), now: now) { held in (nil, held?.failures ?? 0) }
        try await update(client, now: now) { held -> (SignInAttempts?, Void) in
            guard let held, held.failures > atThisName else { return (nil, ()) }
            return (SignInAttempts(failures: held.failures - atThisName, lastAt: held.lastAt), ())
        }
        try await update(account, now: now) { _ in (nil, ()) }
    }

    /// 30 s after the fifth failure, doubling with each one after, at most ``longestLockout``.
    public static func lockout(after failures: Int) -> Duration {
        let doublings = min(max(0, failures - allowedFailures), 5)
        return min(.seconds(30 << doublings), longestLockout)
    }

    /// The key of what `client` tried at `account`.
    static func pair(_ client: String, _ account: String) -> String { client + " " + account }

    /// Changes `key`'s record as `decide` says, handing it `nil` for a record a day old.
    private func update<T: Sendable>(
        _ key: String, now: Int64, _ decide: @escaping @Sendable (SignInAttempts?) -> (SignInAttempts?, T)
    ) async throws(AppError) -> T {
        let forgive = Milliseconds.count(in: Self.forgiveAfter)
        return try await store.update(client: key, forgetBefore: now - forgive) { record in
            decide(record.flatMap { now - $0.lastAt > forgive ? nil : $0 })
        }
    }

    /// How long whoever holds `record` must still wait, if they failed too often.
    private static func wait(_ record: SignInAttempts?, now: Int64) -> Duration? {
        guard let record, record.failures >= allowedFailures else { return nil }
        let left = record.lastAt + Milliseconds.count(in: lockout(after: record.failures)) - now
        return left > 0 ? .milliseconds(left) : nil
    }

    /// `record` with one more attempt, admitted `now`.
    private static func counted(_ record: SignInAttempts?, now: Int64) -> SignInAttempts {
        SignInAttempts(failures: (record?.failures ?? 0) + 1, lastAt: now)
    }
}
