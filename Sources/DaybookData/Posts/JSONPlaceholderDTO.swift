import DaybookDomain
import Foundation

/// A post as JSONPlaceholder sends it (`/posts`, `/posts/{id}`).
struct PostDTO: Codable, Hashable, Sendable {
    let id: Int
    let userId: Int
    let title: String
    let body: String

    var post: Post { Post(id: id, authorID: userId, title: title, body: body) }
}

/// A user as JSONPlaceholder sends it (`/users`, `/users/{id}`); only the fields Daybook shows.
struct UserDTO: Codable, Hashable, Sendable {
    let id: Int
    let name: String
    let username: String
    let email: String

    var author: Author { Author(id: id, name: name, username: username, email: email) }
}

/// What the post cache keeps for the feed: both lists, as fetched.
struct PostFeedDTO: Codable, Sendable {
    let posts: [PostDTO]
    let users: [UserDTO]
}

/// What the post cache keeps for one post.
struct PostDetailDTO: Codable, Sendable {
    let post: PostDTO
    let user: UserDTO?
}
