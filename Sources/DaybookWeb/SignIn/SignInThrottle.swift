import Foundation
import NIOCore
import Synchronization

/// Slows down password guessing, per client: after ``allowedFailures`` wrong passwords, that
/// client must wait before the next try, twice as long after each further failure (30 s, 1 min,
/// 2 min… at most 15 min). A success, or a day without a failure, forgives. Sign-in forms and the
/// API's Basic authentication count alike.
///
/// An attempt is counted as it is admitted, before the password is checked, so a burst of
/// guesses sent at once cannot slip past the limit between the check and the count. A client is
/// its IPv4 address, or its IPv6 /64 (one subscriber's usual share). In memory, bounded; behind a
/// reverse proxy every client shares the proxy's address (see the README's Security section).
final class SignInThrottle: Sendable {
    static let allowedFailures = 5
    static let longestLockout: Duration = .seconds(15 * 60)
    static let forgiveAfter: Duration = .seconds(24 * 60 * 60)
    private static let capacity = 10_000

    private struct Record {
        var failures: Int
        var last: ContinuousClock.Instant
    }

    private let records = Mutex<[String: Record]>([:])
    private let clock = ContinuousClock()

    /// `nil` when `client` may try now (the attempt is then counted as a failure until
    /// ``succeeded(_:)`` says otherwise), else how long it must still wait.
    func admit(_ client: String) -> Duration? {
        records.withLock { records in
            let now = clock.now
            if let record = records[client] {
                if now - record.last > Self.forgiveAfter {
                    records[client] = nil
                } else if record.failures >= Self.allowedFailures {
                    let left = record.last + Self.lockout(after: record.failures) - now
                    if left > .zero { return left }
                }
            }
            if records[client] == nil, records.count >= Self.capacity {
                // Drop the quietest record rather than grow without bound.
                if let oldest = records.min(by: { $0.value.last < $1.value.last })?.key { records[oldest] = nil }
            }
            records[client, default: Record(failures: 0, last: now)].failures += 1
            records[client]?.last = now
            return nil
        }
    }

    /// The password was right: the client's count starts again.
    func succeeded(_ client: String) {
        _ = records.withLock { $0.removeValue(forKey: client) }
    }

    /// 30 s after the fifth failure, doubling with each one after, at most ``longestLockout``.
    static func lockout(after failures: Int) -> Duration {
        let doublings = min(max(0, failures - allowedFailures), 5)
        return min(.seconds(30 << doublings), longestLockout)
    }

    /// Who a connection counts as: its IPv4 address, or its IPv6 address's first 64 bits.
    static func client(of address: SocketAddress?) -> String {
        guard let text = address?.ipAddress else { return "unknown" }
        var bytes = in6_addr()
        guard text.contains(":"), inet_pton(AF_INET6, text, &bytes) == 1 else { return text }
        let octets = withUnsafeBytes(of: &bytes) { Array($0) }
        // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that one address.
        if octets[0..<10].allSatisfy({ $0 == 0 }) && octets[10] == 0xFF && octets[11] == 0xFF { return text }
        return octets[0..<8].map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
    }
}
