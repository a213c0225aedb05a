import Foundation

/// A todo, with the rules for changing it.
///
/// Every change goes through a method that also stamps `updatedAt`, so the entity cannot be
/// left with a stale modification time. Asking for what is there already (a title it has, the
/// completion it has, its own order) is no change: nothing is stamped.
public struct TodoItem: Identifiable, Hashable, Sendable {
    public let id: TodoID
    public private(set) var title: TodoTitle
    public private(set) var isCompleted: Bool
    /// Position in the list; lower comes first. Ties are broken by creation time.
    public private(set) var order: Int
    public let createdAt: Date
    public private(set) var updatedAt: Date

    public init(
        id: TodoID,
        title: TodoTitle,
        isCompleted: Bool = false,
        order: Int,
        createdAt: Date,
        updatedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.order = order
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    public mutating func rename(to newTitle: TodoTitle, at date: Date) {
        guard newTitle != title else { return }
        title = newTitle
        updatedAt = date
    }

    public mutating func setCompleted(_ completed: Bool, at date: Date) {
        guard completed != isCompleted else { return }
        isCompleted = completed
        updatedAt = date
    }

    public mutating func toggle(at date: Date) {
        setCompleted(!isCompleted, at: date)
    }

    public mutating func move(to newOrder: Int, at date: Date) {
        guard newOrder != order else { return }
        order = newOrder
        updatedAt = date
    }

    /// Whether `lhs` comes before `rhs` in the list's order: by `order`, then oldest first, then
    /// by id, so the order is total (as storage orders the list: see ``TodoRepository/todos()``).
    public static func listOrder(_ lhs: TodoItem, _ rhs: TodoItem) -> Bool {
        (lhs.order, lhs.createdAt, lhs.id.description) < (rhs.order, rhs.createdAt, rhs.id.description)
    }
}
