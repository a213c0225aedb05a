import DaybookDomain
import Foundation
import Observation

/// The post list for stateful UIs: shows cached posts at once, then the refreshed ones.
@Observable
@MainActor
public final class PostListViewModel {
    public private(set) var state: PostFeedViewState = .idle
    public private(set) var page = 1
    public private(set) var search = ""

    @ObservationIgnored private let listPosts: any ListPostsUseCase
    @ObservationIgnored private let presenter: PostsPresenter
    @ObservationIgnored private let errorPresenter: ErrorPresenter
    @ObservationIgnored private var loadTask: Task<Void, Never>?

    public init(listPosts: any ListPostsUseCase, localizer: Localizer) {
        self.listPosts = listPosts
        presenter = PostsPresenter(localizer: localizer)
        errorPresenter = ErrorPresenter(localizer: localizer)
    }

    /// Shows the cached page at once (if any), then asks the service; cancels a load in flight.
    public func load(page: Int? = nil, search: String? = nil, refresh: Bool = false) {
        if let page { self.page = page }
        if let search { self.search = search }
        let (page, search) = (self.page, self.search)
        loadTask?.cancel()
        loadTask = Task { await self.run(page: page, search: search, refresh: refresh) }
    }

    /// Waits for the current load to finish. For tests and refresh controls.
    public func waitForLoad() async {
        await loadTask?.value
    }

    private func run(page: Int, search: String, refresh: Bool) async {
        let cached = try? await listPosts.cached(page: page, search: search)
        guard !Task.isCancelled else { return }
        if let cached {
            state = .loaded(presenter.list(cached), refreshing: true)
        } else {
            state = .loading
        }
        do {
            let fresh = try await listPosts.execute(page: page, search: search, refresh: refresh || cached != nil)
            guard !Task.isCancelled else { return }
            state = .loaded(presenter.list(fresh), refreshing: false)
        } catch {
            guard !Task.isCancelled, error != .cancelled else { return }
            state = .failed(errorPresenter.present(error))
        }
    }
}
