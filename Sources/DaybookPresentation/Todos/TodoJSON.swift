import Foundation

/// The stable, language-independent JSON form of todos, for `--json` and scripts.
///
/// Field names and meanings are a public contract: add fields, never rename or remove them.
public struct TodoJSON: Encodable, Hashable, Sendable {
    public let id: String
    public let title: String
    public let completed: Bool
    public let order: Int
    public let createdAt: Date
    public let updatedAt: Date

    public init(_ row: TodoRowViewState) {
        id = row.id
        title = row.title
        completed = row.isCompleted
        order = row.order
        createdAt = row.createdAt
        updatedAt = row.updatedAt
    }
}
