import DaybookPresentation

/// Every page of the site that can be live: the pages a visitor can have open that change by
/// themselves or as typed, each declared by its feature (``LivePageRoute``). Any other address has
/// no live page. Adding a live page is adding it here.
enum LivePages {
    static let all: [any LivePageRoute.Type] = [
        LiveDashboardPage<DashboardViewModelImpl>.self,
        LiveTodoListPage<TodoListViewModelImpl>.self,
        LiveWeatherPage<WeatherViewModelImpl>.self,
        LivePostListPage<PostListViewModelImpl>.self,
    ]

    /// The live page at `address` (a path and its query, as the browser shows them), if it has one.
    static func page(at address: String) -> (any LivePageRoute.Type)? {
        let path = address.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return all.first { $0.path == path }
    }
}
