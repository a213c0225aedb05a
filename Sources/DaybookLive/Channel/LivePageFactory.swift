import DaybookComposition
import DaybookPresentation
import DaybookWeb

/// Which live page an address is, bound to a new view model opened on what the address asks for
/// (a search, a filter, a page, a city): the pages a visitor can have open and that change by
/// themselves or as typed. Any other address has no live page.
@MainActor
enum LivePageFactory {
    /// What the live page is made for.
    struct Visit {
        /// The page's path and query, as the browser shows them.
        let address: String
        let language: Language
        /// Whose data the page shows.
        let person: Person
        /// The city the dashboard's weather card shows (the visitor's cookie).
        let rememberedCity: String?
    }

    /// Whether `address` is a page that can be live.
    nonisolated static func isLive(_ address: String) -> Bool {
        ["/", "/todos", "/weather", "/posts"].contains(path(of: address))
    }

    static func make(_ visit: Visit, screens: LiveScreens, router: WebLiveRouter) throws(SettingProblem)
        -> (any LivePage)?
    {
        let query = FormQuery(visit.address.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init))
        let page = query["page"].flatMap { Int($0) } ?? 1
        switch path(of: visit.address) {
        case "/":
            return LiveDashboardPage(
                model: try screens.makeDashboardViewModel(
                    router: router, language: visit.language, city: visit.rememberedCity ?? "",
                    for: visit.person))
        case "/todos":
            let initial = TodoListScreenState(
                query: query.search(TodoPages.searchParameter) ?? "",
                filter: query["filter"].flatMap(TodoFilter.init(rawValue:)) ?? .all,
                page: page)
            return LiveTodoListPage(
                model: screens.makeTodoListViewModel(
                    router: router, language: visit.language, initial: initial, pageSize: TodoController.pageSize,
                    for: visit.person))
        case "/weather":
            return LiveWeatherPage(
                model: try screens.makeWeatherViewModel(language: visit.language, city: query["city"] ?? ""))
        case "/posts":
            return LivePostListPage(
                model: try screens.makePostListViewModel(
                    router: router, language: visit.language,
                    initial: PostListScreenState(query: query.search(PostPages.searchParameter) ?? "", page: page)))
        default:
            return nil
        }
    }

    private nonisolated static func path(of address: String) -> String {
        String(address.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
