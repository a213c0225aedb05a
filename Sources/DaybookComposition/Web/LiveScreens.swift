import DaybookData
import DaybookDomain
import DaybookPresentation
import Synchronization

/// The screens of one server's live pages (the web app's pages that follow every change): many
/// open at once in one process, each bound to its own view model, all sharing what can be shared.
///
/// - One subscription to the change feed per topic, however many pages follow it
///   (``ChangeRelay``), which only looks for changes while a page does.
/// - One read of each list window per change (``CoalescedTodoRepository``): a thousand open
///   `/todos` pages updating after a write make one read, not a thousand. The relay has it forget
///   what it kept before any page is told. One such repository per person, made when their first
///   page opens and kept while the server runs (one per account that opened a live page): a
///   person's pages share reads of their own list only.
///
/// Made once per server (``AppContainer/makeLiveScreens()``); ``finish()`` when it stops.
public final class LiveScreens: Sendable {
    private let container: AppContainer
    /// Each person's todos as their pages read them, by ``Person/key``.
    private let todos: Todos
    private let relay: ChangeRelay

    /// The people's shared repositories; a class so the relay's callbacks reach the same ones.
    private final class Todos: Sendable {
        let byPerson = Mutex<[String: CoalescedTodoRepository]>([:])

        func invalidate() {
            for repository in byPerson.withLock({ Array($0.values) }) { repository.invalidate() }
        }
    }

    init(container: AppContainer) {
        self.container = container
        let todos = Todos()
        self.todos = todos
        // Kept windows are forgotten on every change announced, and whenever the list starts
        // being followed again: a write made while no page was open was announced to nobody.
        // (A change to anyone's list is announced to every page; each reads its own person's
        // window again, and a page whose list did not change shows nothing new.)
        let forget: @Sendable (ChangeTopic) -> Void = { topic in
            if topic == .todos { todos.invalidate() }
        }
        relay = ChangeRelay(following: container.storage.changes, whenFollowing: forget, beforeAnnouncing: forget)
    }

    /// `person`'s repository, made at their first page.
    private func todos(for person: Person) -> CoalescedTodoRepository {
        todos.byPerson.withLock { byPerson in
            if let made = byPerson[person.key] { return made }
            let made = container.coalescedTodoRepository(for: person)
            byPerson[person.key] = made
            return made
        }
    }

    /// What every live page follows.
    public var changes: any ChangeFeed { relay }

    /// How many pages follow the change feed now.
    public var followers: Int { relay.subscriberCount }

    /// How many list windows were read from storage so far (each read once per change).
    public var todoWindowReads: Int { todos.byPerson.withLock { $0.values.reduce(0) { $0 + $1.storageReads } } }

    /// How many times the pages were told the todos changed so far. The feed may tell one write
    /// more than once (its contract allows an element without a change, never the reverse).
    public var todoAnnouncements: Int { relay.relayed(.todos) }

    /// Texts in `language` for a page's visitor, who reached this server: a service the server
    /// cannot reach is not their connection's fault.
    private func localizer(_ language: Language) -> Localizer {
        Localizer(language: language, vantage: .throughAServer)
    }

    private func todoInteractor(for person: Person) -> TodoInteractor {
        container.todoInteractor(over: todos(for: person))
    }

    /// A todo list page of `person`'s in `language`, opened on `initial`, `pageSize` todos a page.
    @MainActor
    public func makeTodoListViewModel(
        router: any TodoListRouter, language: Language, initial: TodoListScreenState, pageSize: Int, for person: Person
    ) -> TodoListViewModelImpl {
        TodoListViewModelImpl(
            todos: todoInteractor(for: person), changes: changes, router: router,
            localizer: localizer(language), initial: initial, pageSize: pageSize)
    }

    /// The dashboard of `person`, its weather card on `city`.
    @MainActor
    public func makeDashboardViewModel(
        router: any DashboardRouter, language: Language, city: String, for person: Person
    ) throws(SettingProblem) -> DashboardViewModelImpl {
        DashboardViewModelImpl(
            useCases: try container.dashboardUseCases(todos: todoInteractor(for: person), user: person.profileUser),
            changes: changes, router: router, localizer: localizer(language), city: city)
    }

    /// The weather page, on `city` (empty for none yet).
    @MainActor
    public func makeWeatherViewModel(language: Language, city: String) throws(SettingProblem) -> WeatherViewModelImpl {
        WeatherViewModelImpl(
            weather: WeatherInteractor(repository: try container.weatherRepository.get()),
            localizer: localizer(language), city: city)
    }

    /// The post list, opened on `initial`.
    @MainActor
    public func makePostListViewModel(router: any PostListRouter, language: Language, initial: PostListScreenState)
        throws(SettingProblem) -> PostListViewModelImpl
    {
        PostListViewModelImpl(
            posts: PostInteractor(repository: try container.postRepository.get()), router: router,
            localizer: localizer(language), initial: initial)
    }

    /// Ends every page's subscription: the server is stopping.
    public func finish() {
        relay.finish()
    }
}
