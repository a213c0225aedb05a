import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// Where a todo is in the list, for every `TodoRepository` implementation: how many todos come
/// before it in list order (order, then creation time, then id) among those a filter and a
/// search select, counted by storage. It is what the page that holds a todo is found with
/// (``TodoPage/number(holdingRank:size:)``), so it must agree with the slices the pages are.
@Suite("TodoRepository contract: a todo's rank")
struct TodoRankContractTests {
    static func id(_ number: Int) -> TodoID { TodoID(SequentialIdentifierSource.uuid(number)) }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aTodosRankIsHowManyComeBeforeItInListOrder(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        // (id number, order, seconds after the start), inserted so no key is already sorted: in
        // list order 5, 3, 1, 4, 2 (ties in order go oldest first, then by id).
        for (number, order, seconds) in [(2, 2, 0.0), (4, 1, 60), (3, 1, 0), (1, 1, 60), (5, 0, 120)] {
            _ = try await repository.insert(.numbered(number, order: order, seconds: seconds))
        }
        for (rank, number) in [5, 3, 1, 4, 2].enumerated() {
            #expect(
                try await repository.rank(of: Self.id(number), completed: nil, search: nil) == rank, "todo \(number)")
        }
        #expect(try await repository.rank(of: Self.id(99), completed: nil, search: nil) == nil, "no such todo")
        try await repository.delete(id: Self.id(3))
        #expect(try await repository.rank(of: Self.id(3), completed: nil, search: nil) == nil, "deleted")
        #expect(try await repository.rank(of: Self.id(2), completed: nil, search: nil) == 3)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aFilterAndASearchCountOnlyWhatTheySelect(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        // todo 1 … todo 12, in order; every third done.
        _ = try await repository.insert(contentsOf: (1...12).map { TodoDraft.numbered($0, order: $0) })
        for number in stride(from: 3, through: 12, by: 3) {
            _ = try await repository.update(id: Self.id(number)) { $0.setCompleted(true, at: TestDateSource.start) }
        }
        #expect(try await repository.rank(of: Self.id(10), completed: false, search: nil) == 6)
        #expect(try await repository.rank(of: Self.id(9), completed: true, search: nil) == 2)
        #expect(try await repository.rank(of: Self.id(9), completed: false, search: nil) == nil, "left out: done")
        // "todo 1" finds todo 1, 10, 11 and 12.
        let one = try TodoSearch("todo 1")
        #expect(try await repository.rank(of: Self.id(11), completed: nil, search: one) == 2)
        #expect(try await repository.rank(of: Self.id(11), completed: false, search: one) == 2)
        #expect(try await repository.rank(of: Self.id(12), completed: true, search: one) == 0, "the one done it finds")
        #expect(try await repository.rank(of: Self.id(12), completed: false, search: one) == nil)
        #expect(try await repository.rank(of: Self.id(5), completed: nil, search: one) == nil, "left out: the search")
        #expect(try await repository.rank(of: Self.id(5), completed: nil, search: try TodoSearch("")) == 4)
    }

    /// The page a rank names holds the todo, on every page of every list a filter and a search
    /// make: the rank and the slices agree.
    @Test(arguments: TodoRepositoryKind.allCases)
    func theRanksPageHoldsTheTodo(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        // Twenty-five todos in five orders, two at each moment: every tie-breaker is needed.
        _ = try await repository.insert(
            contentsOf: (1...25).map { TodoDraft.numbered($0, order: $0 % 5, seconds: Double($0 % 2)) })
        for number in [2, 7, 11, 19, 23] {
            _ = try await repository.update(id: Self.id(number)) { $0.setCompleted(true, at: TestDateSource.start) }
        }
        let size = 4
        for completed in [nil, false, true] as [Bool?] {
            for search in [nil, try TodoSearch("2")] {
                let all = try await repository.slice(completed: completed, search: search, offset: 0, limit: 100)
                for (index, todo) in all.items.enumerated() {
                    let rank = try #require(
                        try await repository.rank(of: todo.id, completed: completed, search: search))
                    #expect(rank == index)
                    let page = TodoPage.number(holdingRank: rank, size: size)
                    let slice = try await repository.slice(
                        completed: completed, search: search, offset: (page - 1) * size, limit: size)
                    #expect(slice.items.contains(todo), "\(todo.title) on page \(page)")
                }
            }
        }
    }
}
