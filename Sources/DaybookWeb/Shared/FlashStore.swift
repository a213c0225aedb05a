import Synchronization

/// What a form post leaves for the page it redirects to (post/redirect/get): the outcome to
/// show once, and on failure what the user had typed, so nothing is lost.
struct Flash: Sendable, Equatable {
    enum Tone: Sendable { case success, failure }

    var message: String
    var tone: Tone
    /// The submitted fields, to fill the form in again after a failure.
    var fields: [String: String] = [:]
}

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
