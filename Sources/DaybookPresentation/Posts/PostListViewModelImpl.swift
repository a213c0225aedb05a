import DaybookDomain
import Foundation
import Observation

/// The post list's view model (see ``PostListViewModel``), built with its use case, its router
/// and a clock.
@MainActor
@Observable
public final class PostListViewModelImpl: PostListViewModel {
    public private(set) var state = PostListScreenState()

    @ObservationIgnored private let posts: any PostUseCase
    @ObservationIgnored private weak var router: (any PostListRouter)?
    @ObservationIgnored private let presenter: PostPresenter
    @ObservationIgnored private let alerts: AlertPresenter
    @ObservationIgnored private let debouncer: SearchDebouncer
    @ObservationIgnored private let load = LatestTask()

    public init(
        posts: any PostUseCase, router: any PostListRouter, localizer: Localizer,
        clock: any Clock<Duration> = ContinuousClock(), initial: PostListScreenState = PostListScreenState()
    ) {
        state = initial
        self.posts = posts
        self.router = router
        presenter = PostPresenter(localizer: localizer)
        alerts = AlertPresenter(localizer: localizer, vocabulary: PostText.vocabulary)
        debouncer = SearchDebouncer(clock: clock)
    }

    public func onAppear() {
        // Nothing to read when the list shown is the page of the search asked for, or while its
        // read is under way. A search or a page whose read leaving the screen cut short is read
        // now: otherwise the field would show one search and the list another.
        guard !load.isRunning, !showsWhatWasAskedFor else { return }
        reload(refresh: false)
    }

    public func onDisappear() {
        debouncer.cancel()
        load.cancel()
        state.isLoading = false
    }

    public func searchTextChanged(_ text: String) {
        state.searchText = text
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            debouncer.reset()
            if !state.query.isEmpty { search("") }
            return
        }
        debouncer.textChanged(text) { [weak self] query in self?.search(query) }
    }

    public func nextPage() {
        guard state.hasNextPage else { return }
        state.page += 1
        reload(refresh: false)
    }

    public func previousPage() {
        guard state.hasPreviousPage else { return }
        state.page -= 1
        reload(refresh: false)
    }

    public func refresh() async {
        reload(refresh: true)
        await load.finish()
    }

    public func select(id: Int) {
        router?.showPost(id: id)
    }

    public func dismissAlert() {
        state.alert = nil
    }

    /// The list shown is the page of the search asked for.
    private var showsWhatWasAskedFor: Bool {
        state.list.map { $0.search == state.query && $0.page == state.page } ?? false
    }

    /// A new search starts on its first page.
    private func search(_ query: String) {
        state.query = query
        state.page = 1
        reload(refresh: false)
    }

    private func reload(refresh: Bool) {
        let (page, query) = (state.page, state.query)
        state.isLoading = true
        load.run { [posts, presenter] () throws(AppError) in
            return presenter.list(try await posts.list(page: page, search: query, refresh: refresh))
        } apply: { [weak self] result in
            guard let self else { return }
            state.isLoading = false
            switch result {
            case .success(let list):
                state.list = list
                // The service answers the page it has: past the last one, the last.
                state.page = list.page
            case .failure(.cancelled): break
            case .failure(let error): state.alert = alerts.alert(for: error)
            }
        }
    }
}
