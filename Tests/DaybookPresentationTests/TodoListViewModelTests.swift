import Clocks
import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookPresentation

// A guard against a hang, not a timing: these tests run on the main actor, which the whole run
// can keep busy for over a minute while every suite starts at once on a two-core machine.
@MainActor
@Suite("TodoListViewModel: state, intents, search and changes", .timeLimit(.minutes(3)))
struct TodoListViewModelTests {
    let module = TodoTestModule()
    let feed = ManualChangeFeed()
    let clock = TestClock()
    let router = RecordingTodoRouter()

    func makeViewModel(language: Language = .english) -> TodoListViewModelImpl {
        TodoListViewModelImpl(
            todos: module.todos, changes: feed, router: router, localizer: Localizer(language: language),
            clock: clock)
    }

    /// The same list through another front end: what another process's write stands for.
    var elsewhere: TodoController {
        TodoController(todos: module.todos, localizer: Localizer(language: .english))
    }

    @Test func appearingReadsTheListAndDerivesWhatTheScreenShows() async throws {
        let viewModel = makeViewModel()
        #expect(viewModel.state.list == nil && !viewModel.state.isEmpty && !viewModel.state.showNoResults)
        viewModel.onAppear()
        #expect(viewModel.state.isLoading)
        #expect(await settled { viewModel.state.list != nil })
        #expect(!viewModel.state.isLoading)
        #expect(viewModel.state.isEmpty && viewModel.state.items.isEmpty && !viewModel.state.showNoResults)
        #expect(viewModel.state.summary == "Total 0 · open 0 · done 0")

        await viewModel.add(title: "Buy milk")
        #expect(viewModel.state.message == "Added “Buy milk”.", "the row shows its id: no need to say it")
        #expect(viewModel.state.items.map(\.title) == ["Buy milk"])
        #expect(!viewModel.state.isEmpty && viewModel.state.summary == "Total 1 · open 1 · done 0")
        viewModel.onDisappear()
    }

    @Test func searchWaitsForThePauseThenShowsOnlyMatches() async throws {
        for title in ["Buy milk", "Walk the dog", "Buy bread"] { _ = try await elsewhere.add(title: title) }
        let viewModel = makeViewModel()
        await viewModel.refresh()
        for text in ["b", "bu", "buy"] { viewModel.searchTextChanged(text) }
        #expect(viewModel.state.searchText == "buy" && viewModel.state.isSearchPending)
        await clock.advance(by: .milliseconds(299))
        #expect(viewModel.state.query == "")
        await clock.advance(by: .milliseconds(1))
        #expect(await settled { viewModel.state.list?.query == "buy" })
        #expect(viewModel.state.items.map(\.title) == ["Buy milk", "Buy bread"])
        #expect(!viewModel.state.isSearchPending)

        viewModel.searchTextChanged("zzz")
        await clock.advance(by: .milliseconds(300))
        #expect(await settled { viewModel.state.list?.query == "zzz" })
        #expect(viewModel.state.showNoResults && !viewModel.state.isEmpty)

        // Clearing the field shows everything at once, without waiting for a pause.
        viewModel.searchTextChanged("  ")
        #expect(viewModel.state.query == "")
        #expect(await settled { viewModel.state.list?.query == "" })
        #expect(viewModel.state.items.count == 3 && !viewModel.state.showNoResults)
    }

    @Test func aChangeAnnouncedByTheFeedIsShownWithoutAnIntent() async throws {
        let viewModel = makeViewModel()
        viewModel.onAppear()
        #expect(await settled { viewModel.state.list != nil })
        #expect(feed.followers(of: .todos) == 1)

        _ = try await elsewhere.add(title: "Written elsewhere")
        feed.announce(.todos)
        #expect(await settled { viewModel.state.items.map(\.title) == ["Written elsewhere"] })

        // Gone from the screen, it stops following: the feed's subscription ends.
        viewModel.onDisappear()
        #expect(await feed.followers(of: .todos, reach: 0))
        _ = try await elsewhere.add(title: "Unseen")
        feed.announce(.todos)
        #expect(viewModel.state.items.count == 1)
    }

    @Test func appearingTwiceFollowsTheFeedOnce() async throws {
        let viewModel = makeViewModel()
        viewModel.onAppear()
        viewModel.onAppear()
        #expect(feed.followers(of: .todos) == 1)
        viewModel.onDisappear()
    }

    @Test func filterSelectsOpenOrDoneTodosAndSaysWhyNoneShow() async throws {
        for title in ["a", "b"] { _ = try await elsewhere.add(title: title) }
        let viewModel = makeViewModel()
        await viewModel.refresh()
        await viewModel.toggle(id: viewModel.state.items[0].id)
        #expect(viewModel.state.message == "Completed “a”.")
        viewModel.filterChanged(.done)
        #expect(await settled { viewModel.state.list?.filter == .done })
        #expect(viewModel.state.items.map(\.title) == ["a"])
        await viewModel.toggle(id: viewModel.state.items[0].id)
        #expect(viewModel.state.message == "Reopened “a”.")
        #expect(viewModel.state.items.isEmpty && viewModel.state.showNoResults)
        #expect(viewModel.state.list?.emptyMessage != nil)
    }

    @Test func deleteThenUndoPutsTheTodoBackAsItWas() async throws {
        for title in ["a", "b"] { _ = try await elsewhere.add(title: title) }
        let viewModel = makeViewModel()
        await viewModel.refresh()
        let before = viewModel.state.items
        await viewModel.delete(id: before[0].id)
        #expect(viewModel.state.message == "Deleted “a”.")
        #expect(viewModel.state.items.map(\.title) == ["b"] && viewModel.state.canUndo)
        await viewModel.undo()
        #expect(viewModel.state.message == "Restored “a”.")
        #expect(viewModel.state.items == before && !viewModel.state.canUndo)
        // Nothing left to undo: nothing happens.
        await viewModel.undo()
        #expect(viewModel.state.items == before)
    }

    /// An undo the database refuses puts nothing back and forgets nothing: the alert says why,
    /// and the same undo can be tried again.
    @Test func anUndoThatFailsKeepsWhatItWouldPutBack() async throws {
        for title in ["a", "b"] { _ = try await elsewhere.add(title: title) }
        let todos = FakeTodoUseCase(module.todos)
        let viewModel = TodoListViewModelImpl(
            todos: todos, changes: feed, router: router, localizer: Localizer(language: .english), clock: clock)
        await viewModel.refresh()
        let before = viewModel.state.items
        await viewModel.delete(id: before[0].id)
        #expect(viewModel.state.message == "Deleted “a”." && viewModel.state.canUndo)

        todos.failChanges(with: .storage(.busy))
        await viewModel.undo()
        #expect(viewModel.state.alert?.message == "The database is busy in another program. Try again.")
        #expect(viewModel.state.message == nil && viewModel.state.canUndo)
        #expect(viewModel.state.items.map(\.title) == ["b"])

        viewModel.dismissAlert()
        todos.failChanges(with: nil)
        await viewModel.undo()
        #expect(viewModel.state.message == "Restored “a”." && viewModel.state.alert == nil)
        #expect(viewModel.state.items == before && !viewModel.state.canUndo)
    }

    /// A change's confirmation ("Restored “a”.") is about that change: the next thing done on
    /// the screen takes it away, whatever it is.
    @Test func aConfirmationGoesWithTheNextAction() async throws {
        for title in ["a", "b"] { _ = try await elsewhere.add(title: title) }
        let viewModel = makeViewModel()
        await viewModel.refresh()
        await viewModel.delete(id: viewModel.state.items[0].id)
        await viewModel.undo()
        #expect(viewModel.state.message == "Restored “a”.")
        viewModel.searchTextChanged("b")
        #expect(viewModel.state.message == nil)
        await viewModel.toggle(id: viewModel.state.items[0].id)
        #expect(viewModel.state.message == "Completed “a”.")
        viewModel.filterChanged(.done)
        #expect(viewModel.state.message == nil)
        #expect(await settled { viewModel.state.list?.filter == .done })
        await viewModel.toggle(id: viewModel.state.items[0].id)
        #expect(viewModel.state.message == "Reopened “a”.")
        await viewModel.refresh()
        #expect(viewModel.state.message == nil)
        viewModel.filterChanged(.all)
        #expect(await settled { viewModel.state.list?.filter == .all })
        // A change that fails says so in its alert; the confirmation of the one before goes too.
        await viewModel.toggle(id: viewModel.state.items[0].id)
        #expect(viewModel.state.message == "Completed “a”.")
        await viewModel.rename(id: viewModel.state.items[0].id, to: " ")
        #expect(viewModel.state.alert != nil && viewModel.state.message == nil)
        viewModel.dismissAlert()
        // What another process changed, followed through the feed, is no action here: it stays.
        await viewModel.toggle(id: viewModel.state.items[0].id)
        viewModel.onAppear()
        #expect(await settled { viewModel.state.list != nil && !viewModel.state.isLoading })
        #expect(feed.followers(of: .todos) == 1)
        _ = try await elsewhere.add(title: "c")
        feed.announce(.todos)
        #expect(await settled { viewModel.state.items.count == 3 })
        #expect(viewModel.state.message == "Reopened “a”.")
        viewModel.onDisappear()
    }

    @Test func clearingTheCompletedThenUndoPutsThemAllBack() async throws {
        for title in ["a", "b", "c"] { _ = try await elsewhere.add(title: title) }
        let viewModel = makeViewModel()
        await viewModel.refresh()
        let before = viewModel.state.items
        await viewModel.toggle(id: before[0].id)
        await viewModel.toggle(id: before[2].id)
        let toggled = viewModel.state.items
        await viewModel.clearCompleted()
        #expect(viewModel.state.message == "Cleared 2 completed todos.")
        #expect(viewModel.state.items.map(\.title) == ["b"] && viewModel.state.canUndo)
        await viewModel.undo()
        #expect(viewModel.state.message == "Restored 2 todos.")
        #expect(viewModel.state.items == toggled && !viewModel.state.canUndo)
        // A clear with nothing completed has nothing to undo.
        await viewModel.toggle(id: before[0].id)
        await viewModel.toggle(id: before[2].id)
        await viewModel.clearCompleted()
        #expect(viewModel.state.message == "Cleared 0 completed todos." && !viewModel.state.canUndo)
    }

    @Test func pagesAreReadOneAtATimeAndAPagePastTheLastShowsTheLast() async throws {
        _ = try await elsewhere.importLines((1...5).map { "todo \($0)" }.joined(separator: "\n"))
        let viewModel = TodoListViewModelImpl(
            todos: module.todos, changes: feed, router: router, localizer: Localizer(language: .english),
            clock: clock, initial: TodoListScreenState(page: 2), pageSize: 2)
        await viewModel.refresh()
        #expect(viewModel.state.items.map(\.title) == ["todo 3", "todo 4"])
        #expect(viewModel.state.list?.paging?.label == "Page 2 of 3")
        viewModel.pageChanged(3)
        #expect(await settled { viewModel.state.items.map(\.title) == ["todo 5"] })
        await viewModel.delete(id: viewModel.state.items[0].id)
        #expect(viewModel.state.page == 2 && viewModel.state.items.map(\.title) == ["todo 3", "todo 4"])
        viewModel.pageChanged(99)
        #expect(await settled { viewModel.state.page == 2 && !viewModel.state.isLoading })
        // A search or another filter starts again on the first page.
        viewModel.filterChanged(.open)
        #expect(viewModel.state.page == 1)
        #expect(await settled { viewModel.state.items.map(\.title) == ["todo 1", "todo 2"] })
    }

    @Test func aScreenOpenedOnASearchShowsItAtOnce() async throws {
        for title in ["Buy milk", "Walk the dog"] { _ = try await elsewhere.add(title: title) }
        let viewModel = TodoListViewModelImpl(
            todos: module.todos, changes: feed, router: router, localizer: Localizer(language: .english),
            clock: clock, initial: TodoListScreenState(query: "walk", filter: .open))
        #expect(viewModel.state.searchText == "walk" && !viewModel.state.isSearchPending)
        await viewModel.refresh()
        #expect(viewModel.state.items.map(\.title) == ["Walk the dog"])
    }

    @Test func renameAndAddRefusalsBecomeAnAlertAndChangeNothing() async throws {
        _ = try await elsewhere.add(title: "a")
        let viewModel = makeViewModel()
        await viewModel.refresh()
        await viewModel.rename(id: viewModel.state.items[0].id, to: "   ")
        #expect(
            viewModel.state.alert
                == AlertViewState(title: "Error", message: "The title must not be empty."))
        #expect(viewModel.state.items.map(\.title) == ["a"])
        viewModel.dismissAlert()
        #expect(viewModel.state.alert == nil)
        await viewModel.rename(id: viewModel.state.items[0].id, to: "b")
        #expect(viewModel.state.items.map(\.title) == ["b"] && viewModel.state.message == "Renamed to “b”.")

        let japanese = makeViewModel(language: .japanese)
        await japanese.add(title: "")
        #expect(japanese.state.alert?.title == "エラー")
        #expect(japanese.state.alert?.message.isEmpty == false)
    }

    @Test func aTodoDeletedElsewhereIsAnAlertNotACrash() async throws {
        _ = try await elsewhere.add(title: "a")
        let viewModel = makeViewModel()
        await viewModel.refresh()
        let id = viewModel.state.items[0].id
        _ = try await elsewhere.delete(id)
        await viewModel.toggle(id: id)
        #expect(viewModel.state.alert?.message == "No todo has that id.")
    }

    // MARK: - Search as you type, against reads the test answers in its own order

    /// A view model whose list reads each wait until the test lets them through (by search), over
    /// the same todos as ``elsewhere``: "Buy milk", "Buy bread" and "Walk the dog".
    func makeGatedViewModel() async throws -> (TodoListViewModelImpl, GatedTodoRepository) {
        for title in ["Buy milk", "Buy bread", "Walk the dog"] { _ = try await elsewhere.add(title: title) }
        let gated = GatedTodoRepository(module.repository)
        let viewModel = TodoListViewModelImpl(
            todos: TodoInteractor(repository: gated, dates: module.dates, identifiers: module.identifiers),
            changes: feed, router: router, localizer: Localizer(language: .english), clock: clock)
        return (viewModel, gated)
    }

    @Test func duplicatesAndEmptyTextAreDropped() async throws {
        let (viewModel, gated) = try await makeGatedViewModel()
        // Nothing searched yet: an empty field, or spaces, is no search.
        for text in ["", "   "] {
            viewModel.searchTextChanged(text)
            await clock.advance(by: .milliseconds(300))
        }
        // Typed, then cleared before the pause: nothing either.
        viewModel.searchTextChanged("walk")
        viewModel.searchTextChanged("")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.asked.isEmpty)

        viewModel.searchTextChanged("milk")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "milk"))
        // The same search again (spaces aside) sends nothing, and leaves the read in flight alone.
        for text in ["milk ", " milk"] {
            viewModel.searchTextChanged(text)
            await clock.advance(by: .milliseconds(300))
        }
        await gated.gate.answer("milk", with: ())
        #expect(await settled { viewModel.state.list?.query == "milk" })
        #expect(viewModel.state.items.map(\.title) == ["Buy milk"])
        viewModel.searchTextChanged("bread")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "bread"))
        #expect(await gated.gate.asked == ["milk", "bread"])
        #expect(await gated.cancelled.values.isEmpty, "no read was cancelled: none was replaced")
        await gated.gate.answer("bread", with: ())
        #expect(await settled { viewModel.state.list?.query == "bread" })
    }

    @Test func aNewerSearchCancelsTheOlderWhoseLaterAnswerNeverReplacesIt() async throws {
        let (viewModel, gated) = try await makeGatedViewModel()
        viewModel.searchTextChanged("milk")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "milk"))
        viewModel.searchTextChanged("bread")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "bread"))

        await gated.gate.answer("bread", with: ())
        #expect(await settled { viewModel.state.list?.query == "bread" })
        #expect(viewModel.state.items.map(\.title) == ["Buy bread"])
        await gated.gate.answer("milk", with: ())
        // The superseded read was cancelled: it saw so, and its answer was dropped.
        #expect(await gated.cancelled.arrival(of: "milk"))
        #expect(viewModel.state.list?.query == "bread" && viewModel.state.query == "bread")
        #expect(viewModel.state.items.map(\.title) == ["Buy bread"] && !viewModel.state.isLoading)
    }

    @Test func anOlderAnswerArrivingFirstIsNotShownEither() async throws {
        let (viewModel, gated) = try await makeGatedViewModel()
        viewModel.searchTextChanged("milk")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "milk"))
        viewModel.searchTextChanged("bread")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "bread"))

        await gated.gate.answer("milk", with: ())
        #expect(await gated.cancelled.arrival(of: "milk"))
        #expect(viewModel.state.list == nil && viewModel.state.isLoading)
        await gated.gate.answer("bread", with: ())
        #expect(await settled { viewModel.state.list?.query == "bread" })
        #expect(viewModel.state.items.map(\.title) == ["Buy bread"] && !viewModel.state.isLoading)
    }

    @Test func leavingTheScreenCancelsTheReadInFlight() async throws {
        let (viewModel, gated) = try await makeGatedViewModel()
        viewModel.onAppear()
        #expect(await gated.gate.arrival(of: ""))
        await gated.gate.answer("", with: ())
        #expect(await settled { viewModel.state.list != nil })
        viewModel.searchTextChanged("milk")
        await clock.advance(by: .milliseconds(300))
        #expect(await gated.gate.arrival(of: "milk"))
        viewModel.onDisappear()
        #expect(!viewModel.state.isLoading)
        await gated.gate.answer("milk", with: ())
        #expect(await gated.cancelled.arrival(of: "milk"))
        #expect(viewModel.state.list?.query == "" && viewModel.state.items.count == 3)

        // A keystroke waiting for its pause is dropped too.
        viewModel.searchTextChanged("bread")
        viewModel.onDisappear()
        await clock.advance(by: .seconds(1))
        #expect(await gated.gate.asked == ["", "milk"])

        // Back on the screen, the search it left unfinished is read.
        viewModel.onAppear()
        #expect(await gated.gate.arrival(of: "milk"))
        await gated.gate.answer("milk", with: ())
        #expect(await settled { viewModel.state.list?.query == "milk" })
        #expect(viewModel.state.items.map(\.title) == ["Buy milk"])
        viewModel.onDisappear()
    }

    @Test func selectingARowAsksTheRouterToShowIt() {
        let viewModel = makeViewModel()
        viewModel.select(id: "00000000-0000-0000-0000-000000000001")
        #expect(router.shown == ["00000000-0000-0000-0000-000000000001"])
    }
}
