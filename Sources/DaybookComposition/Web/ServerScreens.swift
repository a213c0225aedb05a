import DaybookData
import DaybookDomain
import DaybookPresentation
import Synchronization

/// What the screens one server holds open at once (the web app's live pages) share, each bound
/// to its own view model, made by the same factories as the terminal app's screens
/// (``AppContainer/makeTodoListViewModel(router:language:initial:pageSize:for:on:)``…):
///
/// - One subscription to the change feed per topic, however many pages follow it
///   (``ChangeRelay``), which only looks for changes while a page does.
/// - One read of each list window per change (``CoalescedTodoRepository``): a thousand open
///   `/todos` pages updating after a write make one read, not a thousand. The relay has it forget
///   what it kept before any page is told. One such repository per person, made when their first
///   page opens and kept while the server runs (one per account that opened a live page): a
///   person's pages share reads of their own list only.
/// - Texts worded for a visitor who reached the server: a service it cannot reach is not their
///   connection's fault.
///
/// Made once per server (``AppContainer/makeServerScreens()``); ``finish()`` when it stops.
public final class ServerScreens: Sendable {
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
    func todos(for person: Person) -> CoalescedTodoRepository {
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
    func localizer(_ language: Language) -> Localizer {
        Localizer(language: language, vantage: .throughAServer)
    }

    /// Ends every page's subscription: the server is stopping.
    public func finish() {
        relay.finish()
    }
}
