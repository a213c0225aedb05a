import Foundation

/// One post with its author, and where that data came from.
public struct PostDetail: Hashable, Sendable {
    public let item: AuthoredPost
    public let freshness: Freshness

    public init(item: AuthoredPost, freshness: Freshness) {
        self.item = item
        self.freshness = freshness
    }
}
