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

extension TodoJSON: JSONWritable {
    /// Keys sorted.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writeMembers(to: &writer)
        writer.endObject()
    }

    /// The members alone, keys in sorted order, for a form that adds its own after them (the
    /// API's `url`, which sorts last).
    public func writeMembers(to writer: inout JSONWriter) {
        writer.key("completed")
        writer.value(completed)
        writer.key("createdAt")
        writer.value(createdAt)
        writer.key("id")
        writer.value(id)
        writer.key("order")
        writer.value(order)
        writer.key("title")
        writer.value(title)
        writer.key("updatedAt")
        writer.value(updatedAt)
    }
}
