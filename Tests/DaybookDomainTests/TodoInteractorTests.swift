import DaybookDomain
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

@Suite("Todo interactors over an in-memory repository")
struct TodoInteractorTests {
    let module = TodoTestModule()
    var todos: TodoInteractor { module.todos }

    @Test func addStampsIDTimeAndPlacesLast() async throws {
        let first = try await todos.add(title: "  Buy milk ", order: nil)
        module.dates.advance(seconds: 5)
        let second = try await todos.add(title: "Call mum", order: nil)

        #expect(first.id == TodoID(SequentialIdentifierSource.uuid(1)))
        #expect(first.title.value == "Buy milk")
        #expect(first.createdAt == TestDateSource.start)
        #expect(second.createdAt == TestDateSource.start.addingTimeInterval(5))
        #expect([first.order, second.order] == [Int](arrayLiteral: 1, 2))
        #expect(try await todos.list() == [first, second])
    }

    @Test func addWithAnOrderKeepsIt() async throws {
        _ = try await todos.add(title: "later", order: 10)
        let early = try await todos.add(title: "early", order: -1)
        #expect(early.order == -1)
        #expect(try await todos.list().map(\.title.value) == ["early", "later"])
    }

    @Test func invalidTitleStoresNothing() async throws {
        await #expect(throws: AppError.validation(ValidationError(field: .todoTitle, rule: .empty))) {
            try await todos.add(title: "   ", order: nil)
        }
        #expect(try await todos.list().isEmpty)
    }

    @Test func toggleFlipsAndStamps() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        module.dates.advance(seconds: 60)
        let done = try await todos.toggle(id: item.id)
        #expect(done.isCompleted && done.updatedAt == TestDateSource.start.addingTimeInterval(60))
        let open = try await todos.toggle(id: item.id)
        #expect(!open.isCompleted)
    }

    @Test func setCompletionIsIdempotent() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        module.dates.advance(seconds: 60)
        let done = try await todos.setCompletion(id: item.id, completed: true)
        module.dates.advance(seconds: 60)
        let again = try await todos.setCompletion(id: item.id, completed: true)
        #expect(done.changed && !again.changed)
        #expect(again.item == done.item, "completing a completed todo changes nothing, not even updatedAt")
        let reopened = try await todos.setCompletion(id: item.id, completed: false)
        #expect(!reopened.item.isCompleted && reopened.changed)
    }

    @Test func renameValidatesAndKeepsTheOldTitleOnFailure() async throws {
        let item = try await todos.add(title: "Buy milk", order: nil)
        let renamed = try await todos.rename(id: item.id, to: " Buy oat milk ")
        #expect(renamed.item.title.value == "Buy oat milk" && renamed.changed)
        await #expect(throws: AppError.validation(ValidationError(field: .todoTitle, rule: .empty))) {
            try await todos.rename(id: item.id, to: "")
        }
        #expect(try await module.repository.todo(id: item.id).title.value == "Buy oat milk")
    }

    @Test func reorderMovesInTheList() async throws {
        let a = try await todos.add(title: "a", order: nil)
        _ = try await todos.add(title: "b", order: nil)
        _ = try await todos.move(id: a.id, to: 5)
        #expect(try await todos.list().map(\.title.value) == ["b", "a"])
    }

    @Test func ordersOutsideTheRangeAreRefusedAndStoreNothing() async throws {
        let tooHigh = AppError.validation(ValidationError(field: .todoOrder, rule: .aboveMaximum(TodoOrder.maximum)))
        await #expect(throws: tooHigh) { try await todos.add(title: "edge", order: Int.max) }
        #expect(try await todos.list().isEmpty)
        let item = try await todos.add(title: "edge", order: TodoOrder.maximum)
        await #expect(throws: tooHigh) { try await todos.move(id: item.id, to: TodoOrder.maximum + 1) }
        #expect(try await module.repository.todo(id: item.id).order == TodoOrder.maximum)
    }

    @Test func aTodoAtTheTopOfTheRangeNeverBreaksALaterAddOrImport() async throws {
        _ = try await todos.add(title: "top", order: TodoOrder.maximum)
        module.dates.advance(seconds: 1)
        let added = try await todos.add(title: "added", order: nil)
        #expect(added.order == TodoOrder.maximum)
        #expect(try await todos.list().map(\.title.value) == ["top", "added"], "still last, by time")
        // An import shares the top too, and keeps its lines' order through its increasing ids,
        // whatever order the id source gives them in.
        module.dates.advance(seconds: 1)
        let lines = (1...20).map { "line \($0)" }
        let importer = TodoInteractor(
            repository: module.repository, dates: module.dates, identifiers: DescendingIdentifierSource())
        #expect(try await importer.importTitles(lines) == 20)
        let list = try await todos.list()
        #expect(list.map(\.title.value) == ["top", "added"] + lines)
        #expect(Set(list.map(\.order)) == [TodoOrder.maximum])
    }

    @Test func changesToAnUnknownTodoAreNotFound() async throws {
        let missing = TodoID(SequentialIdentifierSource.uuid(99))
        await #expect(throws: AppError.notFound(.todo)) { try await todos.toggle(id: missing) }
        await #expect(throws: AppError.notFound(.todo)) { try await todos.rename(id: missing, to: "x") }
        await #expect(throws: AppError.notFound(.todo)) { try await todos.move(id: missing, to: 1) }
        await #expect(throws: AppError.notFound(.todo)) { try await todos.delete(id: missing) }
    }

    @Test func deleteClearCompletedAndDeleteAll() async throws {
        let a = try await todos.add(title: "a", order: nil)
        let b = try await todos.add(title: "b", order: nil)
        let c = try await todos.add(title: "c", order: nil)
        _ = try await todos.add(title: "d", order: nil)
        try await todos.delete(id: a.id)
        _ = try await todos.toggle(id: b.id)
        _ = try await todos.toggle(id: c.id)

        let cleared = try await todos.clearCompleted()
        #expect(cleared.map(\.title.value) == ["b", "c"], "the cleared todos, as they were, for an undo")
        #expect(cleared.allSatisfy { $0.isCompleted })
        #expect(try await todos.list().map(\.title.value) == ["d"])
        #expect(try await todos.restore(cleared) == 2)
        #expect(try await todos.list().map(\.title.value) == ["b", "c", "d"], "each back in its place")
        #expect(try await todos.restore(cleared) == 0, "what is there already stays as it is")
        #expect(try await todos.restore([]) == 0)
        #expect(try await todos.deleteAll() == 3)
        #expect(try await todos.list().isEmpty)
    }

    @Test func findByFullIDOrUniquePrefix() async throws {
        var added: [TodoItem] = []
        for number in 1...16 {
            added.append(try await todos.add(title: "todo \(number)", order: nil))
        }
        #expect(try await todos.find(reference: added[0].id.description) == added[0])
        // Ids 1...16 are …0001 to …0010 (hex): only the 16th starts with this 35-character prefix.
        #expect(try await todos.find(reference: "00000000-0000-0000-0000-00000000001") == added[15])
        await #expect(throws: AppError.validation(ValidationError(field: .todoID, rule: .ambiguous))) {
            try await todos.find(reference: "00000000")
        }
        await #expect(throws: AppError.notFound(.todo)) { try await todos.find(reference: "ffff") }
    }

    /// A change names its todo by id: a full id is taken as it is (the change's own transaction
    /// finds out whether it exists), so a `PATCH` reads nothing before it writes; a prefix is
    /// looked up as `find` does, and a malformed reference is refused before storage.
    @Test func theIDOfAReferenceIsReadOnlyForAPrefix() async throws {
        let repository = FailingTodoRepository(error: .storage(.busy))
        let failing = TodoTestModule(repository: repository).todos
        let full = SequentialIdentifierSource.uuid(7)
        #expect(try await failing.id(for: full.uuidString.lowercased()) == TodoID(full))
        #expect(try await failing.id(for: full.uuidString) == TodoID(full))
        await #expect(throws: AppError.self) { try await failing.id(for: "xyz!") }
        #expect(repository.calls == 0)
        await #expect(throws: AppError.storage(.busy)) { try await failing.id(for: "0000") }
        #expect(repository.calls == 1)

        var added: [TodoItem] = []
        for number in 1...16 { added.append(try await todos.add(title: "todo \(number)", order: nil)) }
        #expect(try await todos.id(for: "00000000-0000-0000-0000-00000000001") == added[15].id)
        await #expect(throws: AppError.notFound(.todo)) { try await todos.id(for: "ffff") }
        // An unknown full id is found out by the change itself.
        await #expect(throws: AppError.notFound(.todo)) {
            try await todos.toggle(id: try await todos.id(for: UUID().uuidString))
        }
    }

    @Test func storageFailuresPassThroughUnchanged() async throws {
        let failing = TodoTestModule(repository: FailingTodoRepository(error: .storage(.busy)))
        await #expect(throws: AppError.storage(.busy)) { try await failing.todos.list() }
        await #expect(throws: AppError.storage(.busy)) {
            try await failing.todos.add(title: "x", order: nil)
        }
    }

    @Test func invalidInputNeverReachesStorage() async throws {
        let repository = FailingTodoRepository()
        let failing = TodoTestModule(repository: repository)
        await #expect(throws: AppError.self) { try await failing.todos.add(title: "", order: nil) }
        await #expect(throws: AppError.self) { try await failing.todos.find(reference: "xyz!") }
        #expect(repository.calls == 0)
    }

    @Test func aCancelledTaskStopsWithCancelled() async throws {
        let repository = FailingTodoRepository()
        let todos = TodoTestModule(repository: repository).todos
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await todos.list()
        }
        await #expect(throws: AppError.cancelled) { try await task.value }
        #expect(repository.calls == 0)
    }
}

/// Ids that decrease, so a test can tell whether their order was left to chance.
final class DescendingIdentifierSource: IdentifierSource {
    private let next = Mutex(1000)

    func makeUUID() -> UUID {
        SequentialIdentifierSource.uuid(
            next.withLock { value in
                defer { value -= 1 }
                return value
            })
    }
}
