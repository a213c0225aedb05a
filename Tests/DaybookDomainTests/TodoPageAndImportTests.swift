import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@Suite("Todo pages and imports, through the interactors")
struct TodoPageAndImportTests {
    let module = TodoTestModule()
    var todos: TodoInteractor { module.todos }

    @Test func pagesSplitTheListAndTellTheirPlace() async throws {
        #expect(try await todos.importTitles((1...12).map { "todo \($0)" }) == 12)
        let second = try await todos.page(completed: nil, number: 2, size: 5)
        #expect(second.items.map(\.title.value) == ["todo 6", "todo 7", "todo 8", "todo 9", "todo 10"])
        #expect((second.number, second.count, second.matching) == (2, 3, 12))
        let last = try await todos.page(completed: nil, number: 3, size: 5)
        #expect(last.items.map(\.title.value) == ["todo 11", "todo 12"])
    }

    @Test func aFilteredPageCountsOnlyWhatTheFilterSelects() async throws {
        let items = try await (1...4).asyncMap { try await todos.add(title: "t\($0)", order: nil) }
        _ = try await todos.toggle(id: items[1].id)
        let done = try await todos.page(completed: true, number: 1, size: 10)
        #expect(done.items.map(\.title.value) == ["t2"])
        #expect((done.matching, done.count, done.counts) == (1, 1, TodoCounts(total: 4, done: 1)))
        let open = try await todos.page(completed: false, number: 1, size: 10)
        #expect(open.matching == 3)
    }

    @Test func aSearchIsAnsweredAPageAtATime() async throws {
        _ = try await todos.importTitles(
            (1...120).map { $0 % 2 == 0 ? "milk \($0)" : "bread \($0)" })
        let second = try await todos.page(completed: nil, search: " MILK ", number: 2, size: 50)
        #expect(second.items.count == 10)
        #expect(second.items.first?.title.value == "milk 102")
        #expect((second.matching, second.count, second.search.text) == (60, 2, "MILK"))
        #expect(second.counts == TodoCounts(total: 120, done: 0))
        await #expect(throws: AppError.validation(ValidationError(field: .page, rule: .aboveMaximum(2)))) {
            try await todos.page(completed: nil, search: "milk", number: 3, size: 50)
        }
        await #expect(throws: AppError.validation(ValidationError(field: .search, rule: .controlCharacter))) {
            try await todos.page(completed: nil, search: "mi\tlk", number: 1, size: 50)
        }
    }

    @Test func anEmptyListHasOnePage() async throws {
        let page = try await todos.page(completed: nil, number: 1, size: 50)
        #expect(page.items.isEmpty && page.count == 1)
    }

    @Test func pagesOutsideTheListAndBadSizesAreRefused() async throws {
        _ = try await todos.importTitles(["a", "b", "c"])
        await #expect(throws: AppError.validation(ValidationError(field: .page, rule: .belowMinimum(1)))) {
            try await todos.page(completed: nil, number: 0, size: 2)
        }
        await #expect(throws: AppError.validation(ValidationError(field: .page, rule: .aboveMaximum(2)))) {
            try await todos.page(completed: nil, number: 3, size: 2)
        }
        await #expect(throws: AppError.validation(ValidationError(field: .page, rule: .aboveMaximum(2)))) {
            try await todos.page(completed: nil, number: .max, size: 2)
        }
        for size in [0, -5] {
            await #expect(throws: AppError.validation(ValidationError(field: .pageSize, rule: .belowMinimum(1)))) {
                try await todos.page(completed: nil, number: 1, size: size)
            }
        }
        await #expect(throws: AppError.validation(ValidationError(field: .pageSize, rule: .aboveMaximum(10_000)))) {
            try await todos.page(completed: nil, number: 1, size: TodoPage.maximumSize + 1)
        }
    }

    @Test func anImportTrimsTitlesAndPlacesThemLastInOrder() async throws {
        _ = try await todos.add(title: "first", order: nil)
        module.dates.advance(seconds: 30)
        #expect(try await todos.importTitles(["  b ", "a", "c"]) == 3)
        let all = try await todos.list()
        #expect(all.map(\.title.value) == ["first", "b", "a", "c"])
        #expect(all.map(\.order) == [1, 2, 3, 4])
        #expect(all.dropFirst().allSatisfy { $0.createdAt == TestDateSource.start.addingTimeInterval(30) })
        #expect(Set(all.map(\.id)).count == 4)
    }

    @Test func oneBadTitleFailsTheWholeImportAndNamesIt() async throws {
        let long = String(repeating: "x", count: TodoTitle.maximumLength + 1)
        await #expect(throws: AppError.validation(ValidationError(field: .todoTitle, rule: .empty, item: 3))) {
            try await todos.importTitles(["a", "b", "  ", long])
        }
        await #expect(
            throws: AppError.validation(
                ValidationError(field: .todoTitle, rule: .tooLong(maximum: TodoTitle.maximumLength), item: 2))
        ) {
            try await todos.importTitles(["a", long])
        }
        #expect(try await todos.list().isEmpty)
    }

    @Test func anEmptyImportAddsNothing() async throws {
        #expect(try await todos.importTitles([]) == 0)
        #expect(try await todos.list().isEmpty)
    }
}

extension Sequence {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
