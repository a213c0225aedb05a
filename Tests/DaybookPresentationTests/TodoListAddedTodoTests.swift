import Clocks
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookPresentation

/// A todo added on a screen whose list is longer than a page, or searched: it is shown on the
/// page that holds it, or, when the search or filter hides it, the screen names that page.
@MainActor
@Suite("TodoListViewModel: a todo added is shown where it is", .timeLimit(.minutes(3)))
struct TodoListAddedTodoTests {
    let module = TodoTestModule()
    let feed = ManualChangeFeed()
    let router = RecordingTodoRouter()

    func makeViewModel(_ initial: TodoListScreenState = TodoListScreenState()) -> TodoListViewModelImpl {
        TodoListViewModelImpl(
            todos: module.todos, changes: feed, router: router, localizer: Localizer(language: .english),
            clock: TestClock(), initial: initial, pageSize: 3)
    }

    func addElsewhere(_ titles: [String]) async throws {
        let controller = TodoController(todos: module.todos, localizer: Localizer(language: .english))
        for title in titles { _ = try await controller.add(title: title) }
    }

    @Test func aTodoAddedPastAFullPageIsShownOnThePageThatHoldsIt() async throws {
        try await addElsewhere(["one", "two", "three"])
        let viewModel = makeViewModel()
        await viewModel.refresh()
        #expect(viewModel.state.items.map(\.title) == ["one", "two", "three"])
        await viewModel.add(title: "four")
        #expect(viewModel.state.page == 2)
        #expect(viewModel.state.items.map(\.title) == ["four"])
        let added = try #require(viewModel.state.added)
        #expect(added.id == viewModel.state.items.first?.id && added.isShown && added.page == 2)
        #expect(viewModel.state.message == "Added “four”.")
        // The next change is not about it any more.
        await viewModel.toggle(id: added.id)
        #expect(viewModel.state.added == nil)
    }

    @Test func aTodoTheSearchDoesNotFindLeavesTheSearchAndNamesItsPage() async throws {
        try await addElsewhere(["one", "two", "three", "four"])
        let viewModel = makeViewModel(TodoListScreenState(query: "t"))
        await viewModel.refresh()
        #expect(viewModel.state.items.map(\.title) == ["two", "three"])
        await viewModel.add(title: "five")
        #expect(viewModel.state.query == "t" && viewModel.state.page == 1)
        #expect(viewModel.state.items.map(\.title) == ["two", "three"])
        let added = try #require(viewModel.state.added)
        #expect(!added.isShown && added.page == 2, "the page of the whole list that holds it")
    }

    @Test func aTodoTheSearchFindsIsShownOnItsPageOfTheSearch() async throws {
        try await addElsewhere(["tea 1", "tea 2", "coffee", "tea 3", "tea 4"])
        let viewModel = makeViewModel(TodoListScreenState(query: "tea"))
        await viewModel.refresh()
        await viewModel.add(title: "tea 5")
        #expect(viewModel.state.query == "tea" && viewModel.state.page == 2)
        #expect(viewModel.state.items.map(\.title) == ["tea 4", "tea 5"])
        #expect(viewModel.state.added?.isShown == true)
    }

    @Test func aNewTodoIsNotAmongTheDoneOnes() async throws {
        try await addElsewhere(["one"])
        let viewModel = makeViewModel(TodoListScreenState(filter: .done))
        await viewModel.refresh()
        await viewModel.add(title: "two")
        #expect(viewModel.state.filter == .done && viewModel.state.items.isEmpty)
        #expect(viewModel.state.added?.isShown == false && viewModel.state.added?.page == 1)
    }
}
