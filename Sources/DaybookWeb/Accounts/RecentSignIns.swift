import Synchronization

/// The clients that gave the right password in the last minute, in this process: their next
/// right password is accepted without counting an attempt in the database, so an API client
/// sending Basic credentials with every request costs no write per request. Wrong passwords are
/// always counted in the database. Bounded; a lockout another process records reaches a client
/// listed here within ``lifetime``.
final class RecentSignIns: Sendable {
    static let lifetime: Duration = .seconds(60)
    private static let capacity = 1_000
    private let entries = Mutex<[String: ContinuousClock.Instant]>([:])

    func contains(_ client: String) -> Bool {
        entries.withLock { entries in
            guard let at = entries[client] else { return false }
            if ContinuousClock.now - at < Self.lifetime { return true }
            entries[client] = nil
            return false
        }
    }

    func insert(_ client: String) {
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[client] = .now
        }
    }

    func remove(_ client: String) {
        _ = entries.withLock { $0.removeValue(forKey: client) }
    }
}
