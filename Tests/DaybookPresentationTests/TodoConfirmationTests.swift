import Clocks
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookPresentation

/// Every front end confirms a change in the same words (``TodoConfirmation``): the command
/// line and the web's pages through the controller, the terminal app and the live pages
/// through the view models.
@MainActor
@Suite("The same change is confirmed in the same words everywhere", .timeLimit(.minutes(3)))
struct TodoConfirmationTests {
    @Test(arguments: [Language.english, .japanese])
    func theControllerAndTheViewModelsSayTheSame(language: Language) async throws {
        let (byController, byScreen) = (TodoTestModule(), TodoTestModule())
        let controller = TodoController(todos: byController.todos, localizer: Localizer(language: language))
        let list = TodoListViewModelImpl(
            todos: byScreen.todos, changes: ManualChangeFeed(), router: RecordingTodoRouter(),
            localizer: Localizer(language: language), clock: TestClock())
        let edit = TodoEditViewModelImpl(
            id: SequentialIdentifierSource.uuid(1).lowercasedText, todos: byScreen.todos, changes: ManualChangeFeed(),
            router: RecordingTodoEditRouter(), localizer: Localizer(language: language))
        for title in ["Buy milk", "Call mum"] {
            _ = try await controller.add(title: title)
            _ = try await byScreen.todos.add(title: title, order: nil)
        }
        let (first, second) = (
            SequentialIdentifierSource.uuid(1).lowercasedText, SequentialIdentifierSource.uuid(2).lowercasedText
        )

        var said: [String] = []
        await list.toggle(id: first)
        said.append(try #require(list.state.message))
        #expect(try await controller.toggle(first).message == said.last)
        await edit.toggle()
        said.append(try #require(edit.state.message))
        #expect(try await controller.toggle(first).message == said.last, "reopened")
        await list.rename(id: first, to: "Buy oat milk")
        said.append(try #require(list.state.message))
        #expect(try await controller.rename(first, to: "Buy oat milk").message == said.last)
        await list.rename(id: first, to: "Buy oat milk")
        said.append(try #require(list.state.message))
        #expect(try await controller.rename(first, to: "Buy oat milk").message == said.last, "already so")
        await list.toggle(id: second)
        await list.clearCompleted()
        said.append(try #require(list.state.message))
        _ = try await controller.toggle(second)
        let cleared = try await controller.clearCompleted()
        #expect(cleared.message == said.last)
        await list.undo()
        said.append(try #require(list.state.message))
        #expect(try await controller.restore(cleared.removed).message == said.last)
        await list.delete(id: first)
        said.append(try #require(list.state.message))
        let deleted = try await controller.delete(first)
        #expect(deleted.message == said.last)
        await list.undo()
        said.append(try #require(list.state.message))
        #expect(try await controller.restore(deleted.removed).message == said.last)
        #expect(Set(said).count == said.count, "each change its own sentence: \(said)")
    }
}
