import DaybookComposition
import DaybookPresentation
import DaybookWeb

/// `/posts` while its live connection is open, bound to a ``PostListViewModel``: searched as it
/// is typed, paged in place, the address following.
@MainActor
final class LivePostListPage<Model: PostListViewModel>: LivePage {
    struct Snapshot: Hashable, Sendable {
        let list: PostListViewState?
        let query: String
        let page: Int
        let alert: AlertViewState?
    }

    private let model: Model

    init(model: Model) {
        self.model = model
    }

    var snapshot: Snapshot {
        let state = model.state
        return Snapshot(list: state.list, query: state.query, page: state.page, alert: state.alert)
    }

    nonisolated static func render(_ snapshot: Snapshot, localizer: Localizer) -> LiveParts {
        var parts = LiveParts()
        let alert: HTML? = snapshot.alert.map { Layout.alert($0.message) }
        if alert != nil || snapshot.list != nil {
            let list: HTML? = snapshot.list.map { PostListHTML(localizer: localizer).render($0) }
            parts.parts["post-list"] = HTML("\(alert)\(list)").markup
        }
        parts.url = PostPages.listPath(page: snapshot.page, search: snapshot.query)
        return parts
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }

    func perform(_ intent: LiveIntent) async -> Bool {
        model.dismissAlert()
        switch intent.action {
        case "search": model.searchTextChanged(intent.text ?? "")
        case "page":
            guard let page = intent.value.flatMap({ Int($0) }) else { return false }
            // The pager links one page back or forward.
            if page < model.state.page { model.previousPage() } else if page > model.state.page { model.nextPage() }
        case "open":
            // The view model asks its router, which sends the page to the post.
            guard let id = intent.value.flatMap({ Int($0) }) else { return false }
            model.select(id: id)
        case "refresh": await model.refresh()
        default: return false
        }
        return true
    }
}

extension LivePostListPage: LivePageRoute where Model == PostListViewModelImpl {
    nonisolated static var path: String { "/posts" }

    /// The list opened on the address's search and page.
    static func make(for visit: LiveVisit) throws(SettingProblem) -> LivePostListPage {
        let initial = PostListScreenState(
            query: visit.query.search(PostPages.searchParameter) ?? "", page: visit.listPage)
        return LivePostListPage(
            model: try visit.container.makePostListViewModel(
                router: visit.router, language: visit.language, initial: initial, on: visit.screens))
    }
}
