import Synchronization

/// Slows down password guessing, per client address: after ``allowedFailures`` wrong passwords,
/// that client must wait before the next try, twice as long after each further failure (30 s,
/// 1 min, 2 min… at most 15 min). A success, or 15 quiet minutes, forgives. Sign-in forms and the
/// API's Basic authentication count alike.
///
/// In memory, bounded; behind a reverse proxy every client shares the proxy's address, so the
/// proxy should pass on only trusted traffic (see the README's Security section).
final class SignInThrottle: Sendable {
    static let allowedFailures = 5
    static let forgiveAfter: Duration = .seconds(15 * 60)
    private static let capacity = 10_000

    private struct Record {
        var failures: Int
        var last: ContinuousClock.Instant
    }

    private let records = Mutex<[String: Record]>([:])
    private let clock = ContinuousClock()

    /// How long `client` must still wait before trying again; `nil` when it may try now.
    func wait(for client: String) -> Duration? {
        records.withLock { records in
            guard let record = records[client] else { return nil }
            let now = clock.now
            if now - record.last > Self.forgiveAfter {
                records[client] = nil
                return nil
            }
            guard record.failures >= Self.allowedFailures else { return nil }
            let left = record.last + Self.lockout(after: record.failures) - now
            return left > .zero ? left : nil
        }
    }

    func failed(_ client: String) {
        records.withLock { records in
            if records[client] == nil, records.count >= Self.capacity {
                // Drop the quietest record rather than grow without bound.
                if let oldest = records.min(by: { $0.value.last < $1.value.last })?.key { records[oldest] = nil }
            }
            records[client, default: Record(failures: 0, last: clock.now)].failures += 1
            records[client]?.last = clock.now
        }
    }

    func succeeded(_ client: String) {
        _ = records.withLock { $0.removeValue(forKey: client) }
    }

    /// 30 s after the fifth failure, doubling with each one after, at most ``forgiveAfter``.
    static func lockout(after failures: Int) -> Duration {
        let doublings = min(failures - allowedFailures, 5)
        return min(.seconds(30 << doublings), forgiveAfter)
    }
}
