import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// Windows of the list and bulk inserts, for every `TodoRepository` implementation.
@Suite("TodoRepository contract: slices and bulk inserts")
struct TodoRepositoryPagingContractTests {
    @Test(arguments: TodoRepositoryKind.allCases)
    func anEmptyListHasAnEmptySliceAndZeroCounts(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let slice = try await repository.slice(completed: nil, search: nil, offset: 0, limit: 50)
        #expect(slice.items.isEmpty)
        #expect(slice.counts == TodoCounts(total: 0, done: 0))
        #expect(slice.selected == 0)
        #expect(slice.revision == (try await repository.revision()))
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aSliceIsTheWindowOfTheListInOrder(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        // Inserted out of order: the slice follows the list order, not the insertion order.
        for number in [5, 3, 1, 4, 2, 6, 7] { _ = try await repository.insert(.numbered(number, order: number)) }
        let all = try await repository.todos()
        let slice = try await repository.slice(completed: nil, search: nil, offset: 2, limit: 3)
        #expect(slice.items == Array(all[2..<5]))
        #expect(slice.items.map(\.order) == [3, 4, 5])
        #expect(slice.counts == TodoCounts(total: 7, done: 0))
        #expect(try await repository.slice(completed: nil, search: nil, offset: 6, limit: 3).items.map(\.order) == [7])
        #expect(try await repository.slice(completed: nil, search: nil, offset: 7, limit: 3).items.isEmpty)
        #expect(try await repository.slice(completed: nil, search: nil, offset: .max, limit: 3).items.isEmpty)
        #expect(
            try await repository.slice(completed: nil, search: nil, offset: -2, limit: -1).items.isEmpty,
            "nothing below zero")
        #expect(
            try await repository.slice(completed: nil, search: nil, offset: -2, limit: 2).items.map(\.order) == [1, 2])
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func tiesInOrderGoOldestFirstThenByID(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        // (id number, order, seconds after the start), inserted so no key is already sorted.
        for (number, order, seconds) in [(2, 2, 0.0), (4, 1, 60), (3, 1, 0), (1, 1, 60), (5, 0, 120)] {
            _ = try await repository.insert(.numbered(number, order: order, seconds: seconds))
        }
        #expect(try await repository.todos().map(\.title.value) == [5, 3, 1, 4, 2].map { "todo \($0)" })
        #expect(
            try await repository.slice(completed: nil, search: nil, offset: 1, limit: 3).items.map(\.title.value)
                == [3, 1, 4].map { "todo \($0)" })
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aSliceOfDoneOrOpenTodosSkipsTheOthers(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        for number in 1...6 { _ = try await repository.insert(.numbered(number, order: number)) }
        for number in [2, 3, 6] {
            _ = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(number))) {
                $0.setCompleted(true, at: TestDateSource.start)
            }
        }
        let done = try await repository.slice(completed: true, search: nil, offset: 1, limit: 5)
        #expect(done.items.map(\.order) == [3, 6])
        #expect(done.counts == TodoCounts(total: 6, done: 3))
        #expect(
            try await repository.slice(completed: false, search: nil, offset: 0, limit: 2).items.map(\.order) == [1, 4])
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func countsFollowEveryKindOfChange(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        func counts() async throws -> TodoCounts {
            try await repository.slice(completed: nil, search: nil, offset: 0, limit: 1).counts
        }
        let ids = (1...5).map { TodoID(SequentialIdentifierSource.uuid($0)) }
        for number in 1...5 { _ = try await repository.insert(.numbered(number)) }
        #expect(try await counts() == TodoCounts(total: 5, done: 0))
        _ = try await repository.update(id: ids[0]) { $0.setCompleted(true, at: TestDateSource.start) }
        _ = try await repository.update(id: ids[1]) { $0.setCompleted(true, at: TestDateSource.start) }
        _ = try await repository.update(id: ids[1]) { $0.setCompleted(true, at: TestDateSource.start) }
        #expect(try await counts() == TodoCounts(total: 5, done: 2), "completing a done todo again counts once")
        _ = try await repository.update(id: ids[1]) { $0.setCompleted(false, at: TestDateSource.start) }
        _ = try await repository.update(id: ids[2]) { $0.move(to: 40, at: TestDateSource.start) }
        #expect(try await counts() == TodoCounts(total: 5, done: 1))
        try await repository.delete(id: ids[0])
        #expect(try await counts() == TodoCounts(total: 4, done: 0), "deleting a done todo lowers both")
        _ = try await repository.update(id: ids[3]) { $0.setCompleted(true, at: TestDateSource.start) }
        #expect(try await repository.deleteCompleted().count == 1)
        #expect(try await counts() == TodoCounts(total: 3, done: 0))
        #expect(try await repository.deleteAll() == 3)
        #expect(try await counts() == TodoCounts(total: 0, done: 0))
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aBulkInsertGoesAfterTheExistingTodosInTheOrderGiven(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        _ = try await repository.insert(.numbered(1, order: 7))
        let drafts = (2...5).map { TodoDraft.numbered($0) }
        #expect(try await repository.insert(contentsOf: drafts) == 4)
        let all = try await repository.todos()
        #expect(all.map(\.title.value) == ["todo 1", "todo 2", "todo 3", "todo 4", "todo 5"])
        #expect(all.map(\.order) == [7, 8, 9, 10, 11])
        #expect(
            try await repository.slice(completed: nil, search: nil, offset: 0, limit: 1).counts
                == TodoCounts(total: 5, done: 0))
        #expect(try await repository.insert(contentsOf: []) == 0)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aBulkInsertKeepsGivenOrdersAndPlacesTheRestAfterThem(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        _ = try await repository.insert(contentsOf: [.numbered(1), .numbered(2, order: 20), .numbered(3)])
        #expect(try await repository.todos().map(\.order) == [1, 20, 21])
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aBulkInsertWithAClashingIDStoresNothing(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let existing = try await repository.insert(.numbered(3))
        await #expect(throws: AppError.storage(.failed)) {
            try await repository.insert(contentsOf: [.numbered(1), .numbered(2), .numbered(3), .numbered(4)])
        }
        #expect(try await repository.todos() == [existing])
        #expect(
            try await repository.slice(completed: nil, search: nil, offset: 0, limit: 1).counts
                == TodoCounts(total: 1, done: 0))
    }
}
