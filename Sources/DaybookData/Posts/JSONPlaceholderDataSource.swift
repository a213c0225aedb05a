import DaybookDomain
import Foundation

/// A JSONPlaceholder-style service: `{base}/posts`, `/posts/{id}`, `/users`, `/users/{id}`.
public struct JSONPlaceholderDataSource: PostRemoteDataSource {
    private let baseURL: URL
    private let client: any HTTPClient

    public init(baseURL: URL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.client = client
    }

    /// Keys carry the service's address, so pointing Daybook at another service never shows the
    /// old one's posts.
    public var cacheNamespace: String { "posts@\(baseURL.absoluteString)" }

    public func feed() async throws(AppError) -> [AuthoredPost] {
        // Both lists at once: the feed is only as slow as the slower of the two. Both are awaited
        // before either failure is thrown, so a failing one never cancels the other mid-flight.
        async let posts = result { () throws(AppError) in try await get([PostDTO].self, "posts", notFound: nil) }
        async let users = result { () throws(AppError) in try await get([UserDTO].self, "users", notFound: nil) }
        let (postList, userList) = await (posts, users)
        return PostFeedDTO(posts: try postList.get(), users: try userList.get()).items
    }

    public func post(id: Int) async throws(AppError) -> AuthoredPost {
        let post = try await get(PostDTO.self, "posts/\(id)", notFound: .post)
        // A post whose author is unknown, or cannot be fetched right now, is still worth showing;
        // only a cancelled request is not a post.
        let user: UserDTO?
        do {
            user = try await get(UserDTO.self, "users/\(post.userId)", notFound: .post)
        } catch .cancelled {
            throw .cancelled
        } catch {
            user = nil
        }
        return AuthoredPost(post: post.post, author: user?.author)
    }

    private func result<T>(_ work: () async throws(AppError) -> T) async -> Result<T, AppError> {
        do {
            return .success(try await work())
        } catch {
            return .failure(error)
        }
    }

    private func get<T: Decodable>(_ type: T.Type, _ path: String, notFound: AppError.Resource?) async throws(AppError)
        -> T
    {
        let response = try await client.send(.get(baseURL, path: path))
        try response.requireSuccess(notFound: notFound)
        return try response.decode(type)
    }
}
