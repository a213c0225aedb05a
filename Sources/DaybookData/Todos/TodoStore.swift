import DaybookDomain
import Foundation

/// The storage a ``DefaultTodoRepository`` needs: rows in, rows out, no entities.
///
/// Implemented by each database driver (SQLite, PostgreSQL) and, for tests, by an in-memory
/// one; ``GroupingTodoStore`` decorates one. Implementations convert their own failures to
/// ``AppError/storage(_:)`` where they happen.
///
/// A store is bound to one ``DataOwner``: every method reads, counts and writes that owner's
/// todos and no one else's, and its revision is theirs. Another owner's todo is, to it, a todo
/// that does not exist (an id that answers `nil`, `false` or nothing).
public protocol TodoStore: Sendable {
    /// Whose todos this store reads and writes.
    var owner: DataOwner { get }

    /// The same store bound to `owner`'s todos instead; cheap, sharing whatever the store keeps
    /// between calls (statements, samples, connections).
    func owned(by owner: DataOwner) -> Self

    /// Every record, ordered by position, then creation time, then id.
    func fetchAll() async throws(AppError) -> [TodoRecord]

    func fetch(id: String) async throws(AppError) -> TodoRecord?

    /// A number that every write moves forward in its own transaction, whoever writes: equal
    /// numbers mean the same records. Read from one small row, never by counting.
    func revision() async throws(AppError) -> Int64

    /// At most `limit` records whose id starts with `prefix`, in id order, from the id's index.
    func fetch(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoRecord]

    /// At most `limit` records in storage order after skipping `offset` of those selected: whose
    /// `completed` equals the given value (all for `nil`) and, with `titleMatching`, whose title
    /// it accepts. With the counts over every record, how many were selected and the revision,
    /// all from the records' snapshot. Keeps only the window in memory: a title test reads every
    /// row once, through a cursor.
    func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice

    /// How many records the selection (`completed`, `titleMatching`, as in
    /// ``fetchSlice(completed:titleMatching:offset:limit:)``) puts before the record `id` in
    /// storage order; `nil` when there is no such record or the selection leaves it out. Read in
    /// one snapshot; counted from the list-order index without reading the records before it, or,
    /// with a title test, reading only their titles, one at a time.
    func rank(of id: String, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?) async throws(AppError)
        -> Int?

    /// Inserts `record`. With `placeLast`, its position is ``TodoOrder/after(_:)`` the largest
    /// stored position (1 for an empty store), decided in the same transaction as the insert: a
    /// position of its own, whoever else places a todo last at the same moment, in this process
    /// or another (below the largest order, where they all take that one).
    func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord

    /// Inserts every record in one write, all or none; returns them as stored, in the order given.
    /// Records marked `placeLast` go after the largest stored position and after the records
    /// before them in the list, each ``TodoOrder/after(_:)`` the one before, as ``insert(_:placeLast:)``
    /// places one.
    ///
    /// `within` bounds the wait for the database (PostgreSQL: for a connection), counting what the
    /// caller waited already (``GroupingTodoStore``): with nothing left (zero or less) it fails as a
    /// wait that ran out, and nothing is written. `nil` is the store's own bound. A store that
    /// never waits for one (SQLite, in memory) takes no notice.
    func insert(contentsOf insertions: [TodoInsertion], within: Duration?) async throws(AppError) -> [TodoRecord]

    /// Replaces the record with `transform`'s result in one transaction; `nil` if there is none.
    /// `transform` may throw to abandon the change. A result equal to the record writes nothing:
    /// the revision stays and nothing is announced (`changed` is false).
    func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> (record: TodoRecord, changed: Bool)?

    /// Deletes the record; `false` if there was none.
    func delete(id: String) async throws(AppError) -> Bool

    /// Deletes completed records; returns them as they were.
    func deleteCompleted() async throws(AppError) -> [TodoRecord]

    /// Inserts each record as it is (its position included) in one transaction, skipping any whose
    /// id is stored already; returns how many were inserted. A restore that inserts nothing
    /// writes nothing, so the revision stays where it was.
    func restore(_ records: [TodoRecord]) async throws(AppError) -> Int

    /// Deletes every record; returns how many.
    func deleteAll() async throws(AppError) -> Int
}

extension TodoStore {
    /// Inserts every record in one write, within the store's own bound (see
    /// ``insert(contentsOf:within:)``).
    public func insert(contentsOf insertions: [TodoInsertion]) async throws(AppError) -> [TodoRecord] {
        try await insert(contentsOf: insertions, within: nil)
    }
}
