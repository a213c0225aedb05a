import DaybookDomain
import Foundation

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
