import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// Searches and id prefixes, for every `TodoRepository` implementation.
@Suite("TodoRepository contract: searched windows and id prefixes")
struct TodoRepositorySearchContractTests {
    func draft(_ number: Int, _ title: String) -> TodoDraft {
        TodoDraft(
            id: TodoID(SequentialIdentifierSource.uuid(number)), title: try! TodoTitle(title), order: number,
            createdAt: TestDateSource.start)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aSearchedSliceIsAWindowOfTheMatchesWithTheirCount(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let titles = ["Buy milk", "call mum", "MILK again", "Café", "ｍｉｌｋ tea", "bread", "milkshake"]
        for (index, title) in titles.enumerated() { _ = try await repository.insert(draft(index + 1, title)) }
        let milk = try TodoSearch("milk")
        let first = try await repository.slice(completed: nil, search: milk, offset: 0, limit: 2)
        #expect(first.items.map(\.title.value) == ["Buy milk", "MILK again"])
        #expect(first.selected == 4, "four titles match, whatever the window")
        #expect(first.counts == TodoCounts(total: 7, done: 0), "the counts stay those of the whole list")
        let second = try await repository.slice(completed: nil, search: milk, offset: 2, limit: 2)
        #expect(second.items.map(\.title.value) == ["ｍｉｌｋ tea", "milkshake"])
        #expect(try await repository.slice(completed: nil, search: milk, offset: 4, limit: 2).items.isEmpty)
        let cafe = try await repository.slice(completed: nil, search: try TodoSearch("cafe"), offset: 0, limit: 10)
        #expect(cafe.items.map(\.title.value) == ["Café"])
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aSearchCombinesWithTheCompletionFilter(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        for (index, title) in ["milk 1", "milk 2", "bread", "milk 3"].enumerated() {
            _ = try await repository.insert(draft(index + 1, title))
        }
        _ = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(2))) {
            $0.setCompleted(true, at: TestDateSource.start)
        }
        let search = try TodoSearch("MILK")
        let done = try await repository.slice(completed: true, search: search, offset: 0, limit: 10)
        #expect(done.items.map(\.title.value) == ["milk 2"] && done.selected == 1)
        let open = try await repository.slice(completed: false, search: search, offset: 0, limit: 10)
        #expect(open.items.map(\.title.value) == ["milk 1", "milk 3"] && open.selected == 2)
        let none = try await repository.slice(completed: nil, search: try TodoSearch("tea"), offset: 0, limit: 10)
        #expect(none.items.isEmpty && none.selected == 0)
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func idPrefixesFindTheirTodosInIDOrder(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let ids = [
            "3f2a0000-0000-4000-8000-000000000001", "3f2a0000-0000-4000-8000-000000000002",
            "3f2b0000-0000-4000-8000-000000000003", "ffffffff-ffff-4fff-bfff-ffffffffffff",
        ]
        for (index, id) in ids.reversed().enumerated() {
            _ = try await repository.insert(
                TodoDraft(
                    id: TodoID(try #require(UUID(uuidString: id))), title: try TodoTitle("t\(index)"), order: index,
                    createdAt: TestDateSource.start))
        }
        #expect(try await repository.todos(idPrefix: "3f2a", limit: 5).map(\.id.description) == Array(ids[0...1]))
        #expect(try await repository.todos(idPrefix: "3f2a", limit: 1).map(\.id.description) == [ids[0]])
        #expect(try await repository.todos(idPrefix: "3f2b0000-", limit: 5).map(\.id.description) == [ids[2]])
        #expect(try await repository.todos(idPrefix: "ffff", limit: 5).map(\.id.description) == [ids[3]])
        #expect(try await repository.todos(idPrefix: "3f2c", limit: 5).isEmpty)
        #expect(try await repository.todos(idPrefix: ids[1], limit: 5).map(\.id.description) == [ids[1]])
    }
}
