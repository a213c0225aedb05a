import Foundation

/// The gateway to the post feed: decides between the remote service and the local cache.
public protocol PostRepository: Sendable {
    /// Every post with its author: from the cache while fresh unless `refresh`, else from the
    /// service; if the service fails, the cached feed marked ``DataOrigin/stale``.
    func feed(refresh: Bool) async throws(AppError) -> PostFeed

    /// One post with its author, or ``AppError/notFound(_:)`` for an id the service does not know.
    func post(id: PostID, refresh: Bool) async throws(AppError) -> PostDetail
}
