import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@Suite("TodoController: raw input in, view state out")
struct TodoControllerTests {
    let module = TodoTestModule()
    var controller: TodoController {
        TodoController(todos: module.todos, localizer: Localizer(language: .english))
    }

    @Test func addConfirmsWithTheShortID() async throws {
        let outcome = try await controller.add(title: " Buy milk ")
        #expect(outcome.message == "Added “Buy milk” (00000000).")
        #expect(outcome.todo?.title == "Buy milk")
    }

    @Test func changesNameTodosByPrefix() async throws {
        for title in ["a", "b", "c"] { _ = try await controller.add(title: title) }
        let done = try await controller.setCompleted("00000000-0000-0000-0000-000000000002", true)
        #expect(done.message == "Completed “b”." && done.todo?.isCompleted == true)
        let moved = try await controller.move("00000000-0000-0000-0000-000000000003", to: 0)
        #expect(moved.message == "Moved “c” to order 0.")
        #expect(try await controller.list().rows.map(\.title) == ["c", "a", "b"])
        let cleared = try await controller.clearCompleted()
        #expect(cleared.count == 1)
    }

    /// What a delete or a clear reports as removed goes back through a snapshot as it was.
    @Test func removedTodosComeBackFromTheirSnapshots() async throws {
        for title in ["a", "b", "c"] { _ = try await controller.add(title: title) }
        module.dates.advance(seconds: 0.25)
        _ = try await controller.toggle("00000000-0000-0000-0000-000000000002")
        let before = try await controller.list().rows
        let deleted = try await controller.delete("00000000-0000-0000-0000-000000000002")
        #expect(deleted.removed.map(TodoSnapshot.init) == [TodoSnapshot(before[1])])
        let restored = try await controller.restore(deleted.removed.map(TodoSnapshot.init))
        #expect(restored.message == "Restored “b”." && restored.count == 1)
        #expect(try await controller.list().rows == before)

        let cleared = try await controller.clearCompleted()
        #expect(cleared.removed.map(\.title) == ["b"])
        let japanese = TodoController(todos: module.todos, localizer: Localizer(language: .japanese))
        let snapshots = (cleared.removed + [before[0]]).map(TodoSnapshot.init)
        #expect(try await japanese.restore(snapshots).message == "1件のタスクを元に戻しました。", "a is there already")
        #expect(try await controller.list().rows == before)

        let forged = try JSONDecoder().decode(
            TodoSnapshot.self,
            from: Data(#"{"id":"nope","title":"x","completed":false,"order":1,"createdAt":0,"updatedAt":0}"#.utf8))
        #expect(
            await shownFailure {
                try await controller.restore([forged])
            } == ErrorViewState(message: "The todo id is not in a valid form.", kind: .invalidInput))
    }

    @Test func failuresComeBackLocalized() async throws {
        let japanese = TodoController(todos: module.todos, localizer: Localizer(language: .japanese))
        #expect(
            await shownFailure(in: .japanese) {
                try await japanese.add(title: "   ")
            } == ErrorViewState(message: "タイトルを入力してください。", kind: .invalidInput))
        #expect(
            await shownFailure {
                try await controller.delete("abcd")
            } == ErrorViewState(message: "No todo has that id.", kind: .notFound))
        let failing = TodoController(
            todos: TodoTestModule(repository: FailingTodoRepository(error: .storage(.busy))).todos,
            localizer: Localizer(language: .english)
        )
        #expect(
            await shownFailure {
                try await failing.list()
            } == ErrorViewState(message: "The database is busy in another program. Try again.", kind: .busy))
    }
}
