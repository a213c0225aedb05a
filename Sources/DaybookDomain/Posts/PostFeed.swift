import Foundation

/// Every post with its author, and where that data came from.
public struct PostFeed: Hashable, Sendable {
    /// In feed order: by id, ascending, so pages are stable.
    public let posts: [AuthoredPost]
    public let freshness: Freshness

    public init(posts: [AuthoredPost], freshness: Freshness) {
        self.posts = posts.sorted { $0.id < $1.id }
        self.freshness = freshness
    }
}
