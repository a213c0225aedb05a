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

extension AuthoredPost {
    /// Each post with its author, joined by id; a post whose author is not among `authors` has none.
    public static func joining(_ posts: [Post], authors: [Author]) -> [AuthoredPost] {
        let byID = Dictionary(authors.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return posts.map { AuthoredPost(post: $0, author: byID[$0.authorID]) }
    }
}
