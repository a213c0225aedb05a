import DaybookDomain
import Foundation
import Observation

/// The dashboard's view model (see ``DashboardViewModel``), built with each feature's use case,
/// the change feed and its router.
@MainActor
@Observable
public final class DashboardViewModelImpl: DashboardViewModel {
    /// What the dashboard reads, one use case per card.
    public struct UseCases: Sendable {
        let todos: any TodoUseCase
        let weather: any WeatherUseCase
        let posts: any PostUseCase
        let profile: any ProfileUseCase
        let user: UserID

        public init(
            todos: any TodoUseCase, weather: any WeatherUseCase, posts: any PostUseCase, profile: any ProfileUseCase,
            user: UserID
        ) {
            self.todos = todos
            self.weather = weather
            self.posts = posts
            self.profile = profile
            self.user = user
        }
    }

    public private(set) var state: DashboardScreenState

    @ObservationIgnored private let useCases: UseCases
    @ObservationIgnored private let changes: any ChangeFeed
    @ObservationIgnored private weak var router: (any DashboardRouter)?
    @ObservationIgnored private let localizer: Localizer
    @ObservationIgnored private var loads: [DashboardCard: LatestTask] = [:]
    @ObservationIgnored private let following = [DashboardCard.todos: ChangeFollower(), .profile: ChangeFollower()]

    public init(
        useCases: UseCases, changes: any ChangeFeed, router: any DashboardRouter, localizer: Localizer,
        city: String = ""
    ) {
        self.useCases = useCases
        self.changes = changes
        self.router = router
        self.localizer = localizer
        state = DashboardScreenState(city: city.trimmingCharacters(in: .whitespacesAndNewlines))
        for card in DashboardCard.allCases { loads[card] = LatestTask() }
    }

    public func onAppear() {
        for card in DashboardCard.allCases { reload(card) }
        for (topic, card) in [(ChangeTopic.todos, DashboardCard.todos), (.profile, .profile)] {
            following[card]?.follow(topic, through: changes) { [weak self] in
                self?.reload(card)
                await self?.loads[card]?.finish()
            }
        }
    }

    public func onDisappear() {
        for follower in following.values { follower.stop() }
        for load in loads.values { load.cancel() }
        state.loading = []
    }

    public func refresh() async {
        for card in DashboardCard.allCases { reload(card) }
        for load in loads.values { await load.finish() }
    }

    public func cityChanged(_ city: String) {
        let city = city.trimmingCharacters(in: .whitespacesAndNewlines)
        guard city != state.city else { return }
        state.city = city
        state.weather = nil
        reload(.weather)
    }

    public func open(_ card: DashboardCard) {
        switch card {
        case .todos: router?.showTodos()
        case .weather: router?.showWeather(city: state.city)
        case .posts: router?.showPosts()
        case .profile: router?.showProfile()
        }
    }

    public func openTodo(id: String) {
        router?.showTodo(id: id)
    }

    public func openPost(id: Int) {
        router?.showPost(id: id)
    }

    // MARK: - Reading the cards

    /// What a card reads, done off the main actor; the answer is applied to the state.
    private typealias Read = @Sendable () async throws(AppError) -> @Sendable (inout DashboardScreenState) -> Void

    private func reload(_ card: DashboardCard) {
        guard let load = loads[card] else { return }
        guard let read = read(card) else {
            // Nothing to read (no city): the card says so, not that it is loading.
            state.problems[card] = nil
            return
        }
        state.loading.insert(card)
        let vocabulary = Self.vocabulary(card)
        let errors = ErrorPresenter(localizer: localizer, vocabulary: vocabulary)
        load.run(read) { [weak self] result in
            guard let self else { return }
            state.loading.remove(card)
            switch result {
            case .success(let update):
                update(&state)
                state.problems[card] = nil
            case .failure(.cancelled): break
            case .failure(let error): state.problems[card] = errors.present(error).message
            }
        }
    }

    private func read(_ card: DashboardCard) -> Read? {
        let (useCases, localizer, city) = (self.useCases, self.localizer, state.city)
        switch card {
        case .todos:
            return { () throws(AppError) in
                let page = try await useCases.todos.page(
                    completed: false, search: "", number: 1, size: DashboardScreenState.cardRows)
                let list = TodoListPresenter(localizer: localizer).present(page)
                return { $0.todos = list }
            }
        case .weather:
            guard !city.isEmpty else { return nil }
            return { () throws(AppError) in
                let card = WeatherPresenter(localizer: localizer).card(
                    for: try await useCases.weather.fetch(city: city, refresh: false))
                return { $0.weather = card }
            }
        case .posts:
            return { () throws(AppError) in
                let page = try await useCases.posts.list(page: 1, search: "", refresh: false)
                let list = PostPresenter(localizer: localizer).list(page)
                return { $0.posts = list }
            }
        case .profile:
            return { () throws(AppError) in
                let status = ProfileStatusPresenter(localizer: localizer).status(
                    for: try await useCases.profile.registrationState(user: useCases.user))
                return { $0.profile = status }
            }
        }
    }

    private static func vocabulary(_ card: DashboardCard) -> ErrorVocabulary {
        switch card {
        case .todos: TodoText.vocabulary
        case .weather: WeatherText.vocabulary
        case .posts: PostText.vocabulary
        case .profile: ProfileText.vocabulary
        }
    }
}
