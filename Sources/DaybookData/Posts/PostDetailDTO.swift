import DaybookDomain
import Foundation

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
