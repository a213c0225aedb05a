import DaybookDomain
import Foundation

/// The `PostRepository`: a JSONPlaceholder-style service behind the shared offline-first cache
/// policy (see ``OfflineFirstCache``). A post the service cannot be asked about right now is
/// still shown from the cached feed, marked stale.
public struct DefaultPostRepository: PostRepository {
    /// Keys carry the service's address, so pointing Daybook at another service never shows the
    /// old one's posts.
    private let keyPrefix: String
    private var feedKey: String { "\(keyPrefix)|feed" }

    private let remote: PostRemoteDataSource
    private let feeds: OfflineFirstCache<PostFeedDTO>
    private let details: OfflineFirstCache<PostDetailDTO>

    public init(
        baseURL: URL, client: any HTTPClient, cache: any CacheStore, dates: any DateSource, maximumAge: TimeInterval
    ) {
        remote = PostRemoteDataSource(baseURL: baseURL, client: client)
        keyPrefix = "posts@\(baseURL.absoluteString)"
        feeds = OfflineFirstCache(store: cache, dates: dates, maximumAge: maximumAge)
        details = OfflineFirstCache(store: cache, dates: dates, maximumAge: maximumAge)
    }

    public func feed(refresh: Bool) async throws(AppError) -> PostFeed {
        let remote = remote
        let cached = try await feeds.value(for: feedKey, refresh: refresh) { () throws(AppError) in
            try await remote.feed()
        }
        return Self.feed(cached.value, origin: cached.origin, age: cached.age)
    }

    public func cachedFeed() async -> PostFeed? {
        guard let cached = await feeds.cached(feedKey) else { return nil }
        return Self.feed(cached.value, origin: cached.origin, age: cached.age)
    }

    public func post(id: PostID, refresh: Bool) async throws(AppError) -> PostDetail {
        let remote = remote
        do {
            let cached = try await details.value(for: "\(keyPrefix)|post|\(id.value)", refresh: refresh) {
                () throws(AppError) in
                try await remote.detail(id: id.value)
            }
            let item = AuthoredPost(post: cached.value.post.post, author: cached.value.user?.author)
            return PostDetail(item: item, origin: cached.origin, age: cached.age)
        } catch {
            // Never asked about this post, but it is in the cached feed: show it from there.
            guard error.allowsStaleFallback, let feed = await cachedFeed(),
                let item = feed.posts.first(where: { $0.id == id.value })
            else { throw error }
            return PostDetail(item: item, origin: .stale, age: feed.age)
        }
    }

    private static func feed(_ dto: PostFeedDTO, origin: DataOrigin, age: TimeInterval) -> PostFeed {
        PostFeed(posts: dto.posts.map(\.post), authors: dto.users.map(\.author), origin: origin, age: age)
    }
}
