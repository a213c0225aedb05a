import Clocks
import DaybookData
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

// A guard against a hang, not a timing: these tests run on the main actor, which the whole run
// can keep busy for over a minute while every suite starts at once on a two-core machine.
@MainActor
@Suite("DashboardViewModel: a card per feature, each on its own", .timeLimit(.minutes(3)))
struct DashboardViewModelTests {
    let module = TodoTestModule()
    let feed = ManualChangeFeed()
    let weather = GatedWeather()
    let posts = FakePostRepository(count: 12)
    let profiles = InMemoryProfileStore()
    let router = RecordingDashboardRouter()
    var todos: TodoController { TodoController(todos: module.todos, localizer: Localizer(language: .english)) }

    func makeViewModel(city: String = "") -> DashboardViewModelImpl {
        DashboardViewModelImpl(
            useCases: .init(
                todos: module.todos, weather: weather, posts: PostInteractor(repository: posts),
                profile: ProfileInteractor(
                    repository: DefaultProfileRepository(store: profiles), dates: TestDateSource()),
                user: .local),
            changes: feed, router: router, localizer: Localizer(language: .english), city: city)
    }

    @Test func eachCardIsReadAndAFailingOneLeavesTheOthers() async throws {
        for title in ["a", "b", "c", "d", "e", "f"] { _ = try await todos.add(title: title) }
        let viewModel = makeViewModel(city: "Tokyo")
        viewModel.onAppear()
        #expect(
            await settled {
                viewModel.state.todos != nil && viewModel.state.posts != nil && viewModel.state.profile != nil
            })
        #expect(viewModel.state.openTodos.map(\.title) == ["a", "b", "c", "d", "e"])
        #expect(viewModel.state.todoSummary == "Total 6 · open 6 · done 0")
        #expect(viewModel.state.latestPosts.count == DashboardScreenState.cardRows)
        #expect(viewModel.state.isLoading && viewModel.state.loading == [.weather])
        #expect(await eventuallyAsked("Tokyo"))
        await weather.gate.answer("Tokyo", with: .failure(.offline))
        #expect(await settled { viewModel.state.problems[.weather] != nil })
        #expect(!viewModel.state.isLoading && viewModel.state.weather == nil && viewModel.state.problems.count == 1)
        viewModel.onDisappear()
    }

    @Test func withoutACityTheWeatherCardAsksForOne() async {
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(viewModel.state.needsCity && !viewModel.state.loading.contains(.weather))
        viewModel.cityChanged(" Osaka ")
        #expect(!viewModel.state.needsCity && viewModel.state.city == "Osaka")
        #expect(await eventuallyAsked("Osaka"))
        await weather.gate.answer("Osaka", with: .success(30))
        #expect(await settled { viewModel.state.weather?.place == "Osaka" })
        viewModel.onDisappear()
    }

    @Test func todoAndProfileCardsFollowTheirChanges() async throws {
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(await settled { viewModel.state.todos != nil && viewModel.state.profile != nil })
        #expect(feed.followers(of: .todos) == 1 && feed.followers(of: .profile) == 1)
        _ = try await todos.add(title: "New")
        feed.announce(.todos)
        #expect(await settled { viewModel.state.openTodos.map(\.title) == ["New"] })
        viewModel.onDisappear()
        #expect(await feed.followers(of: .todos, reach: 0))
        #expect(await feed.followers(of: .profile, reach: 0))
    }

    @Test func everyCardOpensItsScreenThroughTheRouter() {
        let viewModel = makeViewModel(city: "Kyoto")
        for card in DashboardCard.allCases { viewModel.open(card) }
        viewModel.openTodo(id: "abc")
        viewModel.openPost(id: 3)
        #expect(router.visits == ["weather Kyoto", "todos", "posts", "profile", "todo abc", "post 3"])
    }

    func eventuallyAsked(_ city: String) async -> Bool {
        await weather.gate.arrival(of: city)
    }
}
