import Foundation

/// Every post with its author, and where that data came from.
public struct PostFeed: Hashable, Sendable {
    /// In feed order: by id, ascending, so pages are stable.
    public let posts: [AuthoredPost]
    public let origin: DataOrigin
    public let age: TimeInterval

    public init(posts: [AuthoredPost], origin: DataOrigin, age: TimeInterval) {
        self.posts = posts.sorted { $0.id < $1.id }
        self.origin = origin
        self.age = age
    }

    /// Joins posts to their authors by id.
    public init(posts: [Post], authors: [Author], origin: DataOrigin, age: TimeInterval) {
        let byID = Dictionary(authors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(
            posts: posts.map { AuthoredPost(post: $0, author: byID[$0.authorID]) }, origin: origin, age: age)
    }
}
