import DaybookDomain
import Foundation

/// A deleted todo exactly as it was, to put it back (the web's Undo): every field, the times in
/// whole milliseconds as storage keeps them. `Codable`, so a front end can keep it between one
/// request and the next.
public struct TodoSnapshot: Codable, Hashable, Sendable {
    public let id: String
    public let title: String
    public let completed: Bool
    public let order: Int
    /// Milliseconds since 1970.
    public let createdAt: Int64
    /// Milliseconds since 1970.
    public let updatedAt: Int64

    /// The todo a delete or a clear reported as removed (``TodoActionViewState/removed``).
    public init(_ row: TodoRowViewState) {
        id = row.id
        title = row.title
        completed = row.isCompleted
        order = row.order
        // Rounded as storage rounds, so a restored todo's times are the ones it was deleted with.
        createdAt = Milliseconds.since1970(row.createdAt)
        updatedAt = Milliseconds.since1970(row.updatedAt)
    }

    /// The todo as it was, to put back; a snapshot that was tampered with (not an id, not a
    /// title) is refused as any input is.
    func item() throws(AppError) -> TodoItem {
        guard let uuid = UUID(text: id) else {
            throw .validation(ValidationError(field: .todoID, rule: .malformed))
        }
        return TodoItem(
            id: TodoID(uuid), title: try TodoTitle(stored: title), isCompleted: completed, order: order,
            createdAt: Milliseconds.date(since1970: createdAt), updatedAt: Milliseconds.date(since1970: updatedAt))
    }
}
