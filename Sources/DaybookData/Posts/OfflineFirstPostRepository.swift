import DaybookDomain
import Foundation

/// The `PostRepository`: a posts service behind the offline-first cache policy shared by every
/// remote feature (see ``OfflineFirstCache``). A post the service cannot be asked about right
/// now is still shown from the cached feed, marked stale.
public struct OfflineFirstPostRepository: PostRepository {
    private let remote: any PostRemoteDataSource
    private let feeds: OfflineFirstCache<[AuthoredPost]>
    private let posts: OfflineFirstCache<AuthoredPost>

    /// `onLookup` is told how each lookup of the feed or of a post was answered.
    public init(
        remote: any PostRemoteDataSource, cache: any CacheStore, dates: any DateSource, maximumAge: TimeInterval,
        onLookup: @escaping @Sendable (CacheLookupOutcome) -> Void = { _ in }
    ) {
        self.remote = remote
        feeds = OfflineFirstCache(
            store: cache, dates: dates, maximumAge: maximumAge,
            codec: .json(PostFeedDTO.self, toDTO: PostFeedDTO.init, fromDTO: \.items), onLookup: onLookup)
        posts = OfflineFirstCache(
            store: cache, dates: dates, maximumAge: maximumAge,
            codec: .json(PostDetailDTO.self, toDTO: PostDetailDTO.init, fromDTO: \.item), onLookup: onLookup)
    }

    private var feedKey: String { "\(remote.cacheNamespace)|feed" }

    public func feed(refresh: Bool) async throws(AppError) -> PostFeed {
        let remote = remote
        let cached = try await feeds.value(for: feedKey, refresh: refresh) { () throws(AppError) in
            try await remote.feed()
        }
        return PostFeed(posts: cached.value, freshness: cached.freshness)
    }

    /// The cached feed whatever its age, without asking the service; `nil` when nothing is cached.
    private func cachedFeed() async -> PostFeed? {
        guard let cached = await feeds.cached(feedKey) else { return nil }
        return PostFeed(posts: cached.value, freshness: cached.freshness)
    }

    public func post(id: PostID, refresh: Bool) async throws(AppError) -> PostDetail {
        let remote = remote
        do {
            let cached = try await posts.value(for: "\(remote.cacheNamespace)|post|\(id.value)", refresh: refresh) {
                () throws(AppError) in try await remote.post(id: id.value)
            }
            return PostDetail(item: cached.value, freshness: cached.freshness)
        } catch {
            // Never asked about this post, but it is in the cached feed: show it from there.
            guard error.allowsStaleFallback, let feed = await cachedFeed(),
                let item = feed.posts.first(where: { $0.id == id.value })
            else { throw error }
            return PostDetail(item: item, freshness: feed.freshness.asStale)
        }
    }
}
