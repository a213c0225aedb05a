import DaybookDomain
import Foundation

/// A JSONPlaceholder-style service: `{base}/posts`, `/posts/{id}`, `/users`, `/users/{id}`.
struct PostRemoteDataSource: Sendable {
    let baseURL: URL
    let client: any HTTPClient

    func feed() async throws(AppError) -> PostFeedDTO {
        // Both lists at once: the feed is only as slow as the slower of the two.
        async let posts = get([PostDTO].self, "posts", notFound: .post)
        async let users = get([UserDTO].self, "users", notFound: .post)
        do {
            return PostFeedDTO(posts: try await posts, users: try await users)
        } catch {
            throw (error as? AppError) ?? .unreadableResponse
        }
    }

    func detail(id: Int) async throws(AppError) -> PostDetailDTO {
        let post = try await get(PostDTO.self, "posts/\(id)", notFound: .post)
        // A post whose author is unknown is still worth showing.
        let user: UserDTO?
        do {
            user = try await get(UserDTO.self, "users/\(post.userId)", notFound: .post)
        } catch .notFound {
            user = nil
        }
        return PostDetailDTO(post: post, user: user)
    }

    private func get<T: Decodable>(_ type: T.Type, _ path: String, notFound: AppError.Resource) async throws(AppError)
        -> T
    {
        let response = try await client.send(.get(baseURL, path: path))
        try response.requireSuccess(notFound: notFound)
        return try response.decode(type)
    }
}
