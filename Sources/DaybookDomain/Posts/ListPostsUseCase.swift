import Foundation

/// Lists the feed a page at a time, with authors' names, optionally searched.
public protocol ListPostsUseCase: Sendable {
    func execute(page: Int, search: String, refresh: Bool) async throws(AppError) -> PostPage

    /// The same page from the cache only, so a screen can show something at once before the
    /// refresh; `nil` when nothing is cached.
    func cached(page: Int, search: String) async throws(AppError) -> PostPage?
}

public struct ListPostsInteractor: ListPostsUseCase {
    private let repository: any PostRepository

    public init(repository: any PostRepository) {
        self.repository = repository
    }

    public func execute(page: Int, search: String, refresh: Bool) async throws(AppError) -> PostPage {
        let search = try PostSearch(search)
        // The upper bound depends on the feed; the lower one is known before asking for it.
        guard page >= 1 else { throw .validation(ValidationError(field: .page, rule: .belowMinimum(1))) }
        try AppError.checkCancellation()
        return try PostPage(feed: try await repository.feed(refresh: refresh), search: search, number: page)
    }

    public func cached(page: Int, search: String) async throws(AppError) -> PostPage? {
        let search = try PostSearch(search)
        guard let feed = await repository.cachedFeed() else { return nil }
        return try PostPage(feed: feed, search: search, number: page)
    }
}
