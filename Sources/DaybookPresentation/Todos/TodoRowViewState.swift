import Foundation

/// One todo as a list shows it. Plain values only, so any front end can render it.
public struct TodoRowViewState: Identifiable, Hashable, Sendable {
    /// The full id, for links, forms and `--json`.
    public let id: String
    /// The shortest prefix of `id` that is still unique in the list (at least 8 characters).
    public let shortID: String
    public let title: String
    public let isCompleted: Bool
    public let order: Int
    public let createdAt: Date
    public let updatedAt: Date

    public init(
        id: String,
        shortID: String,
        title: String,
        isCompleted: Bool,
        order: Int,
        createdAt: Date,
        updatedAt: Date
    ) {
        self.id = id
        self.shortID = shortID
        self.title = title
        self.isCompleted = isCompleted
        self.order = order
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
