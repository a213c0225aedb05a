import DaybookDomain
import Foundation

/// A post as JSONPlaceholder sends it (`/posts`, `/posts/{id}`).
struct PostDTO: Codable, Hashable, Sendable {
    let id: Int
    let userId: Int
    let title: String
    let body: String

    init(_ post: Post) {
        (id, userId, title, body) = (post.id, post.authorID, post.title, post.body)
    }

    var post: Post { Post(id: id, authorID: userId, title: title, body: body) }
}
