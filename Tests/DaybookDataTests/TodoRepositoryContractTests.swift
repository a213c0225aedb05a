import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// The behaviour every `TodoRepository` must have. Each test runs once per implementation, so a
/// new backend (Postgres, say) is specified by adding a case to `TodoRepositoryKind`.
@Suite("TodoRepository contract")
struct TodoRepositoryContractTests {
    @Test(arguments: TodoRepositoryKind.allCases)
    func startsEmpty(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        #expect(try await repository.todos().isEmpty)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func insertedTodoReadsBackExactly(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let draft = TodoDraft(
            id: TodoID(SequentialIdentifierSource.uuid(1)),
            title: try TodoTitle("牛乳を買う 🥛"),
            order: 3,
            createdAt: TestDateSource.start
        )
        let inserted = try await repository.insert(draft)
        let expected = TodoItem(id: draft.id, title: draft.title, order: 3, createdAt: draft.createdAt)
        #expect(inserted == expected)
        #expect(try await repository.todo(id: draft.id) == expected)
        #expect(try await repository.todos() == [expected])
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func timesAreKeptToTheMillisecond(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let created = TestDateSource.start.addingTimeInterval(0.123_456)
        let draft = TodoDraft(
            id: TodoID(SequentialIdentifierSource.uuid(1)), title: try TodoTitle("x"), order: 1, createdAt: created)
        let inserted = try await repository.insert(draft)
        #expect(abs(inserted.createdAt.timeIntervalSince(created)) < 0.001)
        #expect(try await repository.todo(id: draft.id) == inserted, "what insert returns is what is stored")
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func draftsWithoutOrderArePlacedLast(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let first = try await repository.insert(.numbered(1))
        let explicit = try await repository.insert(.numbered(2, order: 10))
        let last = try await repository.insert(.numbered(3))
        #expect(first.order == 1)
        #expect(explicit.order == 10)
        #expect(last.order == 11)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func placingLastAtTheTopOfTheOrderRangeSharesItAndNeverFails(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        _ = try await repository.insert(.numbered(1, order: TodoOrder.maximum - 1))
        // One slot is left: the first of a batch takes it, the others share it, in the order given
        // (same time, increasing ids).
        #expect(try await repository.insert(contentsOf: [2, 3, 4].map { .numbered($0, seconds: 1) }) == 3)
        let single = try await repository.insert(.numbered(5, seconds: 2))
        #expect(single.order == TodoOrder.maximum)
        let list = try await repository.todos()
        #expect(list.map(\.id) == (1...5).map { TodoID(SequentialIdentifierSource.uuid($0)) })
        #expect(list.map(\.order) == [TodoOrder.maximum - 1] + Array(repeating: TodoOrder.maximum, count: 4))
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func listIsInOrderThenAgeThenID(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        _ = try await repository.insert(.numbered(1, order: 2))
        _ = try await repository.insert(.numbered(4, order: 1, seconds: 10))
        _ = try await repository.insert(.numbered(3, order: 1, seconds: 10))
        _ = try await repository.insert(.numbered(2, order: 1, seconds: 5))
        let titles = try await repository.todos().map(\.title.value)
        #expect(titles == ["todo 2", "todo 3", "todo 4", "todo 1"])
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func updateIsStoredAndReturned(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let item = try await repository.insert(.numbered(1))
        let later = TestDateSource.start.addingTimeInterval(60)
        let renamed = try TodoTitle("renamed")
        let updated = try await repository.update(id: item.id) { todo in
            todo.rename(to: renamed, at: later)
            todo.setCompleted(true, at: later)
            todo.move(to: 42, at: later)
        }.item
        #expect(updated.title == renamed && updated.isCompleted && updated.order == 42 && updated.updatedAt == later)
        #expect(try await repository.todo(id: item.id) == updated)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func unknownIDsAreNotFound(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let missing = TodoID(SequentialIdentifierSource.uuid(9))
        await #expect(throws: AppError.notFound(.todo)) { try await repository.todo(id: missing) }
        await #expect(throws: AppError.notFound(.todo)) { try await repository.update(id: missing) { _ in } }
        await #expect(throws: AppError.notFound(.todo)) { try await repository.delete(id: missing) }
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func deleteRemovesOnlyThatTodo(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let a = try await repository.insert(.numbered(1))
        let b = try await repository.insert(.numbered(2))
        try await repository.delete(id: a.id)
        #expect(try await repository.todos() == [b])
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func deleteCompletedAndDeleteAllCount(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        for number in 1...5 { _ = try await repository.insert(.numbered(number)) }
        for number in [2, 4] {
            _ = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(number))) {
                $0.setCompleted(true, at: TestDateSource.start)
            }
        }
        #expect(Set(try await repository.deleteCompleted().map(\.title.value)) == ["todo 2", "todo 4"])
        #expect(try await repository.todos().map(\.title.value) == ["todo 1", "todo 3", "todo 5"])
        #expect(try await repository.deleteCompleted().isEmpty)
        #expect(try await repository.deleteAll() == 3)
        #expect(try await repository.todos().isEmpty)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aDuplicateIDIsRefusedAndTheOriginalKept(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let original = try await repository.insert(.numbered(1, order: 1))
        let clash = TodoDraft(id: original.id, title: try TodoTitle("clash"), order: 2, createdAt: .now)
        await #expect(throws: AppError.storage(.failed)) { try await repository.insert(clash) }
        #expect(try await repository.todos() == [original])
    }

    /// Inserts at once are all kept, each after every todo there was before them, and one made
    /// after them comes after every one. Where writes take turns (in memory, SQLite) each also
    /// reads the one before, so the positions are 1 to 200; PostgreSQL does not make inserts take
    /// turns, and two made at the same moment may share a position.
    @Test(arguments: TodoRepositoryKind.allCases)
    func concurrentInsertsAreAllKeptAfterWhatWasThere(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let before = try await repository.insert(.numbered(1_000))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 1...200 {
                group.addTask { _ = try await repository.insert(.numbered(number)) }
            }
            try await group.waitForAll()
        }
        let after = try await repository.insert(.numbered(2_000))
        let todos = try await repository.todos()
        #expect(todos.count == 202)
        #expect(Set(todos.map(\.id)).count == 202)
        #expect(todos.first == before)
        #expect(todos.last == after)
        let burst = todos.dropFirst().dropLast().map(\.order)
        #expect(burst.allSatisfy { $0 > before.order && $0 < after.order })
        if kind != .postgres { #expect(burst == Array(2...201)) }
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func concurrentTogglesOfOneTodoDoNotLoseUpdates(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let item = try await repository.insert(.numbered(1))
        // 51 toggles: if two read the same state and both wrote, the final state could be wrong.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 1...51 {
                group.addTask { _ = try await repository.update(id: item.id) { $0.toggle(at: .now) } }
            }
            try await group.waitForAll()
        }
        #expect(try await repository.todo(id: item.id).isCompleted)
    }
}
