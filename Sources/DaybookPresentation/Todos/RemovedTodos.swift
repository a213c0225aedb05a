import DaybookDomain
import Foundation

/// What a delete or a clear removed, to put back: the one thing an undo is, on every front end.
///
/// The todos as entities, exactly as they were (id, title, completion, order, times), which the
/// use case's ``TodoUseCase/restore(_:)`` puts back in their places: ``TodoController/restore(_:)``
/// for the command line and the web's Undo button, the list's view model for a screen's undo.
/// The screens keep it in their state; the web keeps it between the delete and the Undo, in the
/// database, so it is `Codable`: an array of every field, the times in whole milliseconds as
/// storage keeps them. What is read back is checked as any input is: an entry that is not a todo
/// (not an id, not a title) is refused as invalid input, and nothing is put back.
public struct RemovedTodos: Codable, Hashable, Sendable {
    public let items: [TodoItem]

    public init(_ items: [TodoItem] = []) {
        self.items = items
    }

    public var isEmpty: Bool { items.isEmpty }
    public var count: Int { items.count }

    /// The id of the first of them in list order: where a list shows them once they are back.
    public var firstInListOrder: String? {
        items.min(by: TodoItem.listOrder)?.id.description
    }

    /// One todo as it is kept: every field, in the words of the JSON forms.
    private struct Entry: Codable {
        let id: String
        let title: String
        let completed: Bool
        let order: Int
        /// Milliseconds since 1970.
        let createdAt: Int64
        /// Milliseconds since 1970.
        let updatedAt: Int64
    }

    public init(from decoder: any Decoder) throws {
        items = try decoder.singleValueContainer().decode([Entry].self).map { (entry) throws(AppError) in
            guard let uuid = UUID(text: entry.id) else {
                throw .validation(ValidationError(field: .todoID, rule: .malformed))
            }
            return TodoItem(
                id: TodoID(uuid), title: try TodoTitle(stored: entry.title), isCompleted: entry.completed,
                order: entry.order, createdAt: Milliseconds.date(since1970: entry.createdAt),
                updatedAt: Milliseconds.date(since1970: entry.updatedAt))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(
            items.map { item in
                Entry(
                    id: item.id.description, title: item.title.value, completed: item.isCompleted, order: item.order,
                    createdAt: Milliseconds.since1970(item.createdAt), updatedAt: Milliseconds.since1970(item.updatedAt)
                )
            })
    }
}
