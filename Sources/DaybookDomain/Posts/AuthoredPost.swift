import Foundation

/// A post with its author, when the author is known.
public struct AuthoredPost: Identifiable, Hashable, Sendable {
    public let post: Post
    /// `nil` when the service lists no user with the post's author id.
    public let author: Author?

    public var id: Int { post.id }

    public init(post: Post, author: Author?) {
        self.post = post
        self.author = author
    }
}
