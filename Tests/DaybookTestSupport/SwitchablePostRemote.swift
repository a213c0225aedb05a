import DaybookData
import DaybookDomain
import Synchronization

/// A posts service that answers two posts by Leanne Graham until told to fail, as a service
/// that went offline does.
public final class SwitchablePostRemote: PostRemoteDataSource {
    private let failure = Mutex<AppError?>(nil)
    private let posts: [AuthoredPost]

    public init() {
        let author = Author(id: 1, name: "Leanne Graham", username: "Bret", email: "leanne@example.com")
        posts = (1...2).map {
            AuthoredPost(post: Post(id: $0, authorID: 1, title: "sunt aut \($0)", body: "body \($0)"), author: author)
        }
    }

    public var cacheNamespace: String { "switchable" }

    /// Every request from now on fails with `error` (`nil`: none does).
    public func fail(with error: AppError?) { failure.withLock { $0 = error } }

    public func feed() async throws(AppError) -> [AuthoredPost] {
        if let error = failure.withLock({ $0 }) { throw error }
        return posts
    }

    public func post(id: Int) async throws(AppError) -> AuthoredPost {
        if let error = failure.withLock({ $0 }) { throw error }
        guard let post = posts.first(where: { $0.id == id }) else { throw .notFound(.post) }
        return post
    }
}
