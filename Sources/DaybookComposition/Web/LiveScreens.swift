import DaybookData
import DaybookDomain
import DaybookPresentation

/// The screens of one server's live pages (the web app's pages that follow every change): many
/// open at once in one process, each bound to its own view model, all sharing what can be shared.
///
/// - One subscription to the change feed per topic, however many pages follow it
///   (``ChangeRelay``), which only looks for changes while a page does.
/// - One read of each list window per change (``CoalescedTodoRepository``): a thousand open
///   `/todos` pages updating after a write make one read, not a thousand. The relay has it forget
///   what it kept before any page is told.
///
/// Made once per server (``AppContainer/makeLiveScreens()``); ``finish()`` when it stops.
public final class LiveScreens: Sendable {
    private let container: AppContainer
    private let todos: CoalescedTodoRepository
    private let relay: ChangeRelay

    init(container: AppContainer) {
        self.container = container
        let todos = container.coalescedTodoRepository()
        self.todos = todos
        // Kept windows are forgotten on every change announced, and whenever the list starts
        // being followed again: a write made while no page was open was announced to nobody.
        let forget: @Sendable (ChangeTopic) -> Void = { topic in
            if topic == .todos { todos.invalidate() }
        }
        relay = ChangeRelay(following: container.storage.changes, whenFollowing: forget, beforeAnnouncing: forget)
    }

    /// What every live page follows.
    public var changes: any ObserveChangesUseCase { ObserveChangesInteractor(feed: relay) }

    /// How many pages follow the change feed now.
    public var followers: Int { relay.subscriberCount }

    /// How many list windows were read from storage so far (each read once per change).
    public var todoWindowReads: Int { todos.storageReads }

    /// How many times the pages were told the todos changed so far. The feed may tell one write
    /// more than once (its contract allows an element without a change, never the reverse).
    public var todoAnnouncements: Int { relay.relayed(.todos) }

    private var todoUseCases: TodoUseCases { container.todoUseCases(over: todos) }

    /// A todo list page in `language`, opened on `initial`, `pageSize` todos a page.
    @MainActor
    public func makeTodoListViewModel(
        router: any TodoListRouter, language: Language, initial: TodoListScreenState, pageSize: Int
    ) -> TodoListViewModelImpl {
        TodoListViewModelImpl(
            useCases: todoUseCases, changes: changes, router: router, localizer: Localizer(language: language),
            initial: initial, pageSize: pageSize)
    }

    /// The dashboard of `visitor` (the web app's anonymous id), its weather card on `city`.
    @MainActor
    public func makeDashboardViewModel(router: any DashboardRouter, language: Language, city: String, visitor: String)
        throws(SettingProblem) -> DashboardViewModelImpl
    {
        DashboardViewModelImpl(
            useCases: try container.dashboardUseCases(todos: todoUseCases, user: UserID(visitor)), changes: changes,
            router: router, localizer: Localizer(language: language), city: city)
    }

    /// The weather page, on `city` (empty for none yet).
    @MainActor
    public func makeWeatherViewModel(language: Language, city: String) throws(SettingProblem) -> WeatherViewModelImpl {
        try container.makeWeatherViewModel(city: city, language: language)
    }

    /// The post list, opened on `initial`.
    @MainActor
    public func makePostListViewModel(router: any PostListRouter, language: Language, initial: PostListScreenState)
        throws(SettingProblem) -> PostListViewModelImpl
    {
        PostListViewModelImpl(
            listPosts: ListPostsInteractor(repository: try container.postRepository.get()), router: router,
            localizer: Localizer(language: language), initial: initial)
    }

    /// Ends every page's subscription: the server is stopping.
    public func finish() {
        relay.finish()
    }
}
