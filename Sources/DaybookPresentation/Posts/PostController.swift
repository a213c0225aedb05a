import DaybookDomain
import Foundation

/// The Posts feature's controller for request/response front ends (CLI, web).
public struct PostController: Sendable {
    private let posts: any PostUseCase
    private let presenter: PostPresenter

    public init(posts: any PostUseCase, localizer: Localizer) {
        self.posts = posts
        presenter = PostPresenter(localizer: localizer)
    }

    public func list(page: Int = 1, search: String = "", refresh: Bool = false) async throws(AppError)
        -> PostPageLookup
    {
        let page = try await posts.list(page: page, search: search, refresh: refresh)
        return PostPageLookup(list: presenter.list(page), json: presenter.json(page))
    }

    /// `id` as typed; anything but a whole number of 1 or more is a localized validation error.
    public func show(id: String, refresh: Bool = false) async throws(AppError) -> PostDetailLookup {
        let detail = try await posts.show(id: id, refresh: refresh)
        return PostDetailLookup(detail: presenter.detail(detail), json: presenter.json(detail))
    }
}
