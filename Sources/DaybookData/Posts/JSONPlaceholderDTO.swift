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

/// A user as JSONPlaceholder sends it (`/users`, `/users/{id}`); only the fields Daybook shows.
struct UserDTO: Codable, Hashable, Sendable {
    let id: Int
    let name: String
    let username: String
    let email: String

    init(_ author: Author) {
        (id, name, username, email) = (author.id, author.name, author.username, author.email)
    }

    var author: Author { Author(id: id, name: name, username: username, email: email) }
}

/// The feed as the service sends it in two lists, and as the post cache keeps it.
struct PostFeedDTO: Codable, Sendable {
    let posts: [PostDTO]
    let users: [UserDTO]

    init(posts: [PostDTO], users: [UserDTO]) {
        self.posts = posts
        self.users = users
    }

    /// The two lists a feed came from: each post, and each author once.
    init(_ items: [AuthoredPost]) {
        posts = items.map { PostDTO($0.post) }
        var seen = Set<Int>()
        users = items.compactMap(\.author).filter { seen.insert($0.id).inserted }.map(UserDTO.init)
    }

    var items: [AuthoredPost] { AuthoredPost.joining(posts.map(\.post), authors: users.map(\.author)) }
}

/// What the post cache keeps for one post.
struct PostDetailDTO: Codable, Sendable {
    let post: PostDTO
    let user: UserDTO?

    init(_ item: AuthoredPost) {
        post = PostDTO(item.post)
        user = item.author.map(UserDTO.init)
    }

    var item: AuthoredPost { AuthoredPost(post: post.post, author: user?.author) }
}
