import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

// A guard against a hang, not a timing: these tests run on the main actor, which the whole run
// can keep busy for over a minute while every suite starts at once on a two-core machine.
@MainActor
@Suite("TodoEditViewModel: rename, complete, and follow the todo", .timeLimit(.minutes(3)))
struct TodoEditViewModelTests {
    let module = TodoTestModule()
    let feed = ManualChangeFeed()
    let router = RecordingTodoEditRouter()
    var elsewhere: TodoController {
        TodoController(todos: module.todos, localizer: Localizer(language: .english))
    }

    func makeViewModel(id: String) -> TodoEditViewModelImpl {
        TodoEditViewModelImpl(
            id: id, todos: module.todos, changes: feed, router: router, localizer: Localizer(language: .english))
    }

    @Test func theTitleFieldStartsAsStoredAndSavingRenamesThenCloses() async throws {
        let id = try #require(try await elsewhere.add(title: "Buy milk").todo?.id)
        let viewModel = makeViewModel(id: id)
        viewModel.onAppear()
        #expect(await settled { viewModel.state.todo != nil })
        #expect(viewModel.state.title == "Buy milk" && !viewModel.state.hasChanges && !viewModel.state.canSave)
        viewModel.titleChanged("Buy milk ")
        #expect(!viewModel.state.hasChanges)
        viewModel.titleChanged("Buy oat milk")
        #expect(viewModel.state.canSave)
        await viewModel.save()
        #expect(router.closed == 1)
        #expect(try await elsewhere.show(id).title == "Buy oat milk")
        viewModel.onDisappear()
    }

    @Test func aRefusedTitleStaysWithAnAlertAndNothingChanges() async throws {
        let id = try #require(try await elsewhere.add(title: "a").todo?.id)
        let viewModel = makeViewModel(id: id)
        viewModel.onAppear()
        #expect(await settled { viewModel.state.todo != nil })
        viewModel.titleChanged(String(repeating: "x", count: 501))
        await viewModel.save()
        #expect(viewModel.state.alert != nil && router.closed == 0)
        #expect(viewModel.state.title.count == 501)
        #expect(try await elsewhere.show(id).title == "a")
        viewModel.onDisappear()
    }

    /// The todo was read, then the database refuses the save: the screen says why and stays
    /// open, with the title as the user typed it, to be saved again.
    @Test func aSaveThatFailsStaysOpenWithTheTitleAsTyped() async throws {
        let id = try #require(try await elsewhere.add(title: "Buy milk").todo?.id)
        let todos = FakeTodoUseCase(module.todos)
        let viewModel = TodoEditViewModelImpl(
            id: id, todos: todos, changes: feed, router: router, localizer: Localizer(language: .english))
        viewModel.onAppear()
        #expect(await settled { viewModel.state.todo != nil })
        todos.failChanges(with: .storage(.busy))
        viewModel.titleChanged("Buy oat milk")
        await viewModel.save()
        #expect(viewModel.state.alert?.message == "The database is busy in another program. Try again.")
        #expect(router.closed == 0 && !viewModel.state.isGone)
        #expect(viewModel.state.title == "Buy oat milk" && viewModel.state.canSave)
        #expect(try await elsewhere.show(id).title == "Buy milk")

        viewModel.dismissAlert()
        todos.failChanges(with: nil)
        await viewModel.save()
        #expect(router.closed == 1 && viewModel.state.alert == nil)
        #expect(try await elsewhere.show(id).title == "Buy oat milk")
        viewModel.onDisappear()
    }

    @Test func anEditElsewhereShowsButNeverReplacesWhatTheUserTypes() async throws {
        let id = try #require(try await elsewhere.add(title: "a").todo?.id)
        let viewModel = makeViewModel(id: id)
        viewModel.onAppear()
        #expect(await settled { viewModel.state.todo != nil })
        _ = try await elsewhere.toggle(id)
        feed.announce(.todos)
        #expect(await settled { viewModel.state.todo?.isCompleted == true })
        viewModel.titleChanged("mine")
        _ = try await elsewhere.rename(id, to: "theirs")
        feed.announce(.todos)
        #expect(await settled { viewModel.state.todo?.title == "theirs" })
        #expect(viewModel.state.title == "mine")
        await viewModel.toggle()
        #expect(viewModel.state.todo?.isCompleted == false && viewModel.state.message == "Reopened “theirs”.")
        viewModel.onDisappear()
    }

    @Test func aDeleteElsewhereIsSaidOnce() async throws {
        let id = try #require(try await elsewhere.add(title: "a").todo?.id)
        let viewModel = makeViewModel(id: id)
        viewModel.onAppear()
        #expect(await settled { viewModel.state.todo != nil })
        _ = try await elsewhere.delete(id)
        feed.announce(.todos)
        #expect(await settled { viewModel.state.isGone })
        #expect(viewModel.state.alert?.title == "Error" && viewModel.state.todo == nil)
        #expect(viewModel.state.alert?.message == "This todo was deleted, here or elsewhere. Go back to the list.")
        viewModel.dismissAlert()
        await viewModel.toggle()
        #expect(viewModel.state.alert == nil && !viewModel.state.canSave)
        viewModel.close()
        #expect(router.closed == 1)
        viewModel.onDisappear()
        #expect(await feed.followers(of: .todos, reach: 0))
    }
}
