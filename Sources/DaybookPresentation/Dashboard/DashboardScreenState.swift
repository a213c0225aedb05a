import Foundation

/// Everything the dashboard shows, as one value: one look at every feature. Each card is read
/// on its own, so one that fails (the weather service is down) leaves the others.
public struct DashboardScreenState: Hashable, Sendable {
    /// How many open todos and posts the cards show.
    public static let cardRows = 5

    /// The open todos, first ones first, with the counts of the whole list.
    public var todos: TodoListViewState?
    /// The city the weather card is for; empty when none was chosen.
    public var city: String
    public var weather: WeatherCardViewState?
    public var posts: PostListViewState?
    public var profile: ProfileStatusViewState?
    /// Why a card could not be read, by card.
    public var problems: [DashboardCard: String] = [:]
    /// Cards being read.
    public var loading: Set<DashboardCard> = []

    public init(city: String = "") {
        self.city = city
    }

    // MARK: - Derived

    public var isLoading: Bool { !loading.isEmpty }
    public var openTodos: [TodoRowViewState] { todos?.rows ?? [] }
    /// "Total 3 · open 2 · done 1".
    public var todoSummary: String { todos?.summary ?? "" }
    public var latestPosts: [PostRowViewState] { Array((posts?.rows ?? []).prefix(Self.cardRows)) }
    /// No city yet: the weather card invites to pick one.
    public var needsCity: Bool { city.isEmpty }
}
