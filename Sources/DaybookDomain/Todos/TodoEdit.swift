import Foundation

/// What one edit of a todo asks for: any of a new title, a completion state and an order, as the
/// user gave them (raw, not yet checked). A field left `nil` keeps its value.
///
/// One edit is one change: ``TodoUseCase/edit(id:_:)`` checks every field before it stores
/// anything, and stores them together or not at all.
public struct TodoEdit: Hashable, Sendable {
    public var title: String?
    public var completed: Bool?
    public var order: Int?

    public init(title: String? = nil, completed: Bool? = nil, order: Int? = nil) {
        self.title = title
        self.completed = completed
        self.order = order
    }

    /// Whether the edit names no field at all.
    public var isEmpty: Bool { title == nil && completed == nil && order == nil }
}
