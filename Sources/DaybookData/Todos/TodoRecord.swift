import Foundation

/// A todo as storage keeps it: plain columns, no rules.
///
/// Times are whole milliseconds since 1970 so every store round-trips them exactly.
public struct TodoRecord: Hashable, Sendable {
    public var id: String
    public var title: String
    public var completed: Bool
    public var position: Int
    public var createdAt: Int64
    public var updatedAt: Int64

    public init(id: String, title: String, completed: Bool, position: Int, createdAt: Int64, updatedAt: Int64) {
        self.id = id
        self.title = title
        self.completed = completed
        self.position = position
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
