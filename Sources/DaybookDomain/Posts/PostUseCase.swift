import Foundation

/// What the Posts feature does: the feed a page at a time, and one post. Implemented by
/// ``PostInteractor``.
///
/// The ring boundary Presentation calls (`PostController`, the post screens' view models, the
/// dashboard); its double is `GatedPostList` (Tests/DaybookTestSupport), whose list reads wait
/// until the test lets them through.
public protocol PostUseCase: Sendable {
    /// Lists the feed a page at a time, with authors' names, optionally searched.
    func list(page: Int, search: String, refresh: Bool) async throws(AppError) -> PostPage

    /// Shows one post, named by the id the user typed, with its author.
    func show(id: String, refresh: Bool) async throws(AppError) -> PostDetail
}

/// The posts' rules over one ``PostRepository``.
///
/// A struct, not an actor: it holds no state of its own; the repository (and its cache) is the
/// state.
public struct PostInteractor: PostUseCase {
    private let repository: any PostRepository

    public init(repository: any PostRepository) {
        self.repository = repository
    }

    public func list(page: Int, search: String, refresh: Bool) async throws(AppError) -> PostPage {
        let search = try PostSearch(search)
        // The upper bound depends on the feed; the lower one is known before asking for it.
        guard page >= 1 else { throw .validation(ValidationError(field: .page, rule: .belowMinimum(1))) }
        try AppError.checkCancellation()
        return try PostPage(feed: try await repository.feed(refresh: refresh), search: search, number: page)
    }

    public func show(id: String, refresh: Bool) async throws(AppError) -> PostDetail {
        let id = try PostID(id)
        try AppError.checkCancellation()
        return try await repository.post(id: id, refresh: refresh)
    }
}
