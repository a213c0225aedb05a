import Foundation

/// Lists the feed a page at a time, with authors' names, optionally searched.
public protocol ListPostsUseCase: Sendable {
    func execute(page: Int, search: String, refresh: Bool) async throws(AppError) -> PostPage
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
}
