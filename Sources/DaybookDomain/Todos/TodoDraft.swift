import Foundation

/// A todo about to be stored. When `order` is `nil` the repository places it last, atomically,
/// so concurrent additions never share a position by accident.
public struct TodoDraft: Hashable, Sendable {
    public let id: TodoID
    public let title: TodoTitle
    public let order: Int?
    public let createdAt: Date

    public init(id: TodoID, title: TodoTitle, order: Int?, createdAt: Date) {
        self.id = id
        self.title = title
        self.order = order
        self.createdAt = createdAt
    }
}
