import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Testing

@Suite("TodoController: raw input in, view state out")
struct TodoControllerTests {
    let module = TodoTestModule()
    var controller: TodoController {
        TodoController(useCases: module.useCases, localizer: Localizer(language: .english))
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

    @Test func failuresComeBackLocalized() async throws {
        let japanese = TodoController(useCases: module.useCases, localizer: Localizer(language: .japanese))
        await #expect(throws: ErrorViewState(message: "タイトルを入力してください。", kind: .invalidInput)) {
            try await japanese.add(title: "   ")
        }
        await #expect(throws: ErrorViewState(message: "No todo has that id.", kind: .notFound)) {
            try await controller.delete("abcd")
        }
        let failing = TodoController(
            useCases: TodoTestModule(repository: FailingTodoRepository(error: .storage(.busy))).useCases,
            localizer: Localizer(language: .english)
        )
        await #expect(
            throws: ErrorViewState(message: "The database is busy in another program. Try again.", kind: .busy)
        ) {
            try await failing.list()
        }
    }
}
