import Foundation

/// One post with its author, and where that data came from.
public struct PostDetail: Hashable, Sendable {
    public let item: AuthoredPost
    public let origin: DataOrigin
    public let age: TimeInterval

    public init(item: AuthoredPost, origin: DataOrigin, age: TimeInterval) {
        self.item = item
        self.origin = origin
        self.age = age
    }
}
