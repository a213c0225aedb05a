import DaybookDomain
import Foundation

/// The storage a ``DefaultTodoRepository`` needs: rows in, rows out, no entities.
///
/// Implemented by `InMemoryTodoStore` here and by the SQLite store in the Infrastructure ring.
/// Implementations convert their own failures to ``AppError/storage(_:)`` where they happen.
public protocol TodoStore: Sendable {
    /// Every record, ordered by position, then creation time, then id.
    func fetchAll() async throws(AppError) -> [TodoRecord]

    func fetch(id: String) async throws(AppError) -> TodoRecord?

    /// Inserts `record`. With `placeLast`, its position becomes one more than the largest stored
    /// position (1 for an empty store), decided in the same transaction as the insert.
    func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord

    /// Replaces the record with `transform`'s result in one transaction; `nil` if there is none.
    /// `transform` may throw to abandon the change.
    func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> TodoRecord?

    /// Deletes the record; `false` if there was none.
    func delete(id: String) async throws(AppError) -> Bool

    /// Deletes completed records; returns how many.
    func deleteCompleted() async throws(AppError) -> Int

    /// Deletes every record; returns how many.
    func deleteAll() async throws(AppError) -> Int
}
