import DaybookDomain
import Synchronization

/// The topics one database operation changed, noted by the statements that changed them and
/// announced by ``PostgreSQLDatabase/perform(_:unbounded:_:)`` once the operation has committed
/// (see ``PostgresChangeNotifier``). An operation that fails, or whose transaction rolls back,
/// announces nothing, whatever it noted.
final class PostgresChangeNotes: Sendable {
    /// The notes of the operation running now, if it is one of ``PostgreSQLDatabase``'s.
    @TaskLocal static var current: PostgresChangeNotes?

    private let noted = Mutex(Set<ChangeTopic>())

    /// Notes that the running operation changed `topic` (when it commits).
    static func note(_ topic: ChangeTopic) {
        // A write outside an operation would be announced to nobody.
        assert(current != nil, "a change noted outside PostgreSQLDatabase.perform")
        current?.noted.withLock { _ = $0.insert(topic) }
    }

    var topics: Set<ChangeTopic> { noted.withLock { $0 } }
}
