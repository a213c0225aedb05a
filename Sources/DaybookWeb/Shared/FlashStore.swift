import Synchronization

/// One pending ``Flash`` per visitor, taken by the next page they see. In memory: a flash lives
/// for one redirect, so a restart losing it costs nothing.
final class FlashStore: Sendable {
    private let flashes = Mutex<[String: Flash]>([:])
    /// A bound, so visitors that never come back cannot grow the store without limit.
    private let capacity = 10_000

    func put(_ flash: Flash, for user: String) {
        flashes.withLock { flashes in
            if flashes.count >= capacity { flashes.removeAll(keepingCapacity: true) }
            flashes[user] = flash
        }
    }

    func take(for user: String) -> Flash? {
        flashes.withLock { $0.removeValue(forKey: user) }
    }
}
