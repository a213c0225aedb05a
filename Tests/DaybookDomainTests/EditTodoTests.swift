import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// An edit of several fields is one change: checked whole, stored whole.
@Suite("Editing several fields of a todo at once")
struct EditTodoTests {
    let module = TodoTestModule()
    var todos: TodoInteractor { module.todos }

    @Test func everyFieldIsStoredTogetherWithOneModificationTime() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        module.dates.advance(seconds: 60)
        let update = try await todos.edit(
            id: item.id, TodoEdit(title: " Buy oat milk ", completed: true, order: -3))
        #expect(update.changed)
        let edited = update.item
        #expect(edited.title.value == "Buy oat milk")
        #expect(edited.isCompleted)
        #expect(edited.order == -3)
        #expect(edited.updatedAt == TestDateSource.start.addingTimeInterval(60))
        #expect(try await module.repository.todo(id: item.id) == edited)
    }

    /// The title is valid and comes first, the order is out of range: nothing may be stored,
    /// not even the title or the completion.
    @Test func oneRefusedFieldLeavesTheTodoAsItWas() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        let revision = try await module.repository.revision()
        module.dates.advance(seconds: 60)
        await #expect(
            throws: AppError.validation(ValidationError(field: .todoOrder, rule: .aboveMaximum(TodoOrder.maximum)))
        ) {
            try await todos.edit(
                id: item.id, TodoEdit(title: "X", completed: true, order: TodoOrder.maximum + 1))
        }
        #expect(try await module.repository.todo(id: item.id) == item)
        #expect(try await module.repository.revision() == revision, "nothing was written")
    }

    @Test func aRefusedTitleLeavesTheOtherFieldsUnstoredToo() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        await #expect(throws: AppError.validation(ValidationError(field: .todoTitle, rule: .controlCharacter))) {
            try await todos.edit(id: item.id, TodoEdit(title: "a\u{1B}[2Jb", completed: true))
        }
        #expect(try await module.repository.todo(id: item.id) == item)
    }

    @Test func anEmptyEditAnswersTheTodoAndWritesNothing() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        let revision = try await module.repository.revision()
        module.dates.advance(seconds: 60)
        #expect(
            try await todos.edit(id: item.id, TodoEdit()) == TodoUpdate(item: item, changed: false))
        #expect(try await module.repository.revision() == revision)
    }

    @Test func completingACompletedTodoInAnEditKeepsItsTime() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        let done = try await todos.setCompletion(id: item.id, completed: true)
        module.dates.advance(seconds: 60)
        #expect(
            try await todos.edit(id: item.id, TodoEdit(completed: true))
                == TodoUpdate(item: done.item, changed: false))
    }

    @Test func anUnknownIDIsNotFoundEvenForAnEmptyEdit() async throws {
        let missing = TodoID(UUID())
        await #expect(throws: AppError.notFound(.todo)) {
            try await todos.edit(id: missing, TodoEdit(title: "x"))
        }
        await #expect(throws: AppError.notFound(.todo)) {
            try await todos.edit(id: missing, TodoEdit())
        }
    }
}
