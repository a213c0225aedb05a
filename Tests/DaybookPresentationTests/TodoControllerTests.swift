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

    /// What a delete or a clear reports as removed is the todos as they were, and goes back as
    /// it was, through what the web keeps between the delete and the Undo too.
    @Test func removedTodosComeBackAsTheyWere() async throws {
        for title in ["a", "b", "c"] { _ = try await controller.add(title: title) }
        module.dates.advance(seconds: 0.25)
        _ = try await controller.toggle("00000000-0000-0000-0000-000000000002")
        let before = try await controller.list().rows
        let stored = try await module.todos.list()
        let deleted = try await controller.delete("00000000-0000-0000-0000-000000000002")
        #expect(deleted.removed == RemovedTodos([stored[1]]))
        let kept = try JSONDecoder().decode(RemovedTodos.self, from: JSONEncoder().encode(deleted.removed))
        #expect(kept == deleted.removed, "kept between requests, it comes back the same")
        let restored = try await controller.restore(kept)
        #expect(restored.message == "Restored “b”." && restored.count == 1)
        #expect(try await controller.list().rows == before)

        let cleared = try await controller.clearCompleted()
        #expect(cleared.removed.items.map(\.title.value) == ["b"])
        let japanese = TodoController(todos: module.todos, localizer: Localizer(language: .japanese))
        let removed = RemovedTodos(cleared.removed.items + [stored[0]])
        #expect(try await japanese.restore(removed).message == "1件のタスクを元に戻しました。", "a is there already")
        #expect(try await controller.list().rows == before)

        let forged = Data(#"[{"id":"nope","title":"x","completed":false,"order":1,"createdAt":0,"updatedAt":0}]"#.utf8)
        #expect(
            await shownFailure {
                try await controller.restore(try JSONDecoder().decode(RemovedTodos.self, from: forged))
            } == ErrorViewState(message: "The todo id is not in a valid form.", kind: .invalidInput))
    }

    /// What the web kept before the undo was made of entities is read as it was written then:
    /// every field, the times in milliseconds.
    @Test func removedTodosAreKeptAsEveryFieldWithTheTimesInMilliseconds() throws {
        let kept = Data(
            #"[{"id":"00000000-0000-0000-0000-000000000002","title":"b","completed":true,"order":2,"createdAt":1767225600000,"updatedAt":1767225600250}]"#
                .utf8)
        let removed = try JSONDecoder().decode(RemovedTodos.self, from: kept)
        let item = try #require(removed.items.first)
        #expect(item.id.description == "00000000-0000-0000-0000-000000000002" && item.title.value == "b")
        #expect(item.isCompleted && item.order == 2 && item.createdAt == TestDateSource.start)
        #expect(item.updatedAt == TestDateSource.start.addingTimeInterval(0.25))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(removed), as: UTF8.self)
                == #"[{"completed":true,"createdAt":1767225600000,"id":"00000000-0000-0000-0000-000000000002","order":2,"title":"b","updatedAt":1767225600250}]"#
        )
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
