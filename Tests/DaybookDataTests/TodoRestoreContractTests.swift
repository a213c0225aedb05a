import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// Putting deleted todos back (the web's Undo), for every `TodoRepository` implementation:
/// each comes back exactly as it was (id, title, completion, order, times), in its place in the
/// list, counted; one that is there already is left as it is.
@Suite("TodoRepository contract: restore")
struct TodoRestoreContractTests {
    @Test(arguments: TodoRepositoryKind.allCases)
    func aDeletedTodoComesBackExactlyAsItWas(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let first = try await repository.insert(.numbered(1, seconds: 1))
        _ = try await repository.insert(.numbered(2, seconds: 2))
        let third = try await repository.insert(.numbered(3, seconds: 3))
        let second = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(2))) {
            $0.setCompleted(true, at: TestDateSource.start.addingTimeInterval(60.5))
        }.item
        let before = try await repository.revision()
        try await repository.delete(id: second.id)

        #expect(try await repository.restore([second]) == 1)
        #expect(try await repository.todo(id: second.id) == second, "same id, title, completion, order and times")
        #expect(try await repository.todos() == [first, second, third], "in its place")
        let slice = try await repository.slice(completed: nil, search: nil, offset: 0, limit: 10)
        #expect(slice.counts == TodoCounts(total: 3, done: 1))
        #expect(try await repository.revision().value > before.value)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func whatIsThereAlreadyIsLeftAsItIs(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let kept = try await repository.insert(.numbered(1))
        let gone = try await repository.insert(.numbered(2))
        try await repository.delete(id: gone.id)
        let renamed = try await repository.update(id: kept.id) {
            $0.rename(to: try! TodoTitle("renamed"), at: TestDateSource.start.addingTimeInterval(5))
        }.item
        let revision = try await repository.revision()
        #expect(try await repository.restore([kept]) == 0)
        #expect(try await repository.revision() == revision, "nothing restored, nothing written")
        #expect(try await repository.restore([kept, gone]) == 1, "the one that was gone, not the other")
        #expect(try await repository.todos() == [renamed, gone], "the later change kept")
        #expect(try await repository.restore([]) == 0)
        let slice = try await repository.slice(completed: nil, search: nil, offset: 0, limit: 10)
        #expect(slice.counts == TodoCounts(total: 2, done: 0))
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func clearedTodosComeBackFromWhatTheClearReturned(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        for number in 1...5 { _ = try await repository.insert(.numbered(number, seconds: Double(number))) }
        for number in [2, 4] {
            _ = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(number))) {
                $0.setCompleted(true, at: TestDateSource.start.addingTimeInterval(30))
            }
        }
        let all = try await repository.todos()
        let cleared = try await repository.deleteCompleted()
        #expect(Set(cleared) == Set(all.filter(\.isCompleted)), "what was cleared, as it was")
        #expect(try await repository.restore(cleared) == 2)
        #expect(try await repository.todos() == all)
        let slice = try await repository.slice(completed: true, search: nil, offset: 0, limit: 10)
        #expect(slice.counts == TodoCounts(total: 5, done: 2) && slice.items.count == 2)
    }
}
