import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookPresentation

@Suite("TodoListPresenter")
struct TodoListPresenterTests {
    @Test func errorsAreWordedInTheFeaturesTerms() {
        ErrorMessageChecks.expectDistinctMessages(TodoText.vocabulary)
    }

    let items: [TodoItem] = [
        .fixture(1, "Buy Milk"),
        .fixture(2, "Call mum", completed: true),
        .fixture(3, "Café au lait"),
    ]

    /// The list as `todo list` reads it: `items` stored, the filter and the search applied by
    /// the store (the one place a list is filtered and searched), worded by the presenter.
    func present(_ items: [TodoItem], filter: TodoFilter = .all, query: String = "", in language: Language = .english)
        async throws -> TodoListViewState
    {
        let controller = TodoController(
            todos: TodoTestModule(holding: items).todos, localizer: Localizer(language: language))
        return try await controller.list(filter: filter, query: query)
    }

    @Test func countsCoverEveryTodoWhateverTheFilter() async throws {
        let state = try await present(items, filter: .done)
        #expect(state.counts == .init(total: 3, open: 2, done: 1))
        #expect(state.rows.map(\.title) == ["Call mum"])
        #expect(state.summary == "Total 3 · open 2 · done 1")
        #expect(state.emptyMessage == nil)
    }

    @Test(
        "search ignores case, accents and width",
        arguments: [
            ("milk", ["Buy Milk"]),
            ("ＭＩＬＫ", ["Buy Milk"]),
            ("cafe", ["Café au lait"]),
            ("  mum ", ["Call mum"]),
            ("", ["Buy Milk", "Call mum", "Café au lait"]),
        ])
    func search(query: String, expected: [String]) async throws {
        #expect(try await present(items, query: query).rows.map(\.title) == expected)
    }

    /// A search's heading counts what the search found, out of the whole list: the list's own
    /// totals would say nothing about the search.
    @Test func aSearchIsSummedUpByWhatItFound() async throws {
        #expect(try await present(items, query: "a").summary == "2 of 3 match “a”")
        #expect(try await present(items, query: "mum").summary == "1 of 3 matches “mum”")
        #expect(try await present(items, filter: .open, query: "mum").summary == "0 of 3 match “mum”")
        #expect(try await present(items, filter: .done).summary == "Total 3 · open 2 · done 1", "a filter alone")
        #expect(try await present(items, filter: .all, query: "mum", in: .japanese).summary == "「mum」に一致：3件中1件")
    }

    @Test func filterAndSearchCombine() async throws {
        let state = try await present(items, filter: .open, query: "mum")
        #expect(state.rows.isEmpty)
        #expect(state.emptyMessage == "No todos match “mum”.")
    }

    @Test func emptyStatesSayWhy() async throws {
        #expect(try await present([]).emptyMessage == "No todos yet.")
        #expect(
            try await present([.fixture(1, "a", completed: true)], filter: .open).emptyMessage == "Nothing left to do.")
        #expect(try await present([.fixture(1, "a")], filter: .done).emptyMessage == "No completed todos.")
    }

    @Test func rowsCarryEverythingAFrontEndShows() async throws {
        let row = try #require(try await present([.fixture(1, "Buy Milk", order: 7)]).rows.first)
        #expect(row.id == "00000000-0000-0000-0000-000000000001")
        #expect(row.shortID == "00000000")
        #expect(row.title == "Buy Milk" && !row.isCompleted && row.order == 7)
    }

    @Test func shortIDsAreTheShortestUniquePrefixNeverUnderEight() async throws {
        let ids = ["00000000-0000-0000-0000-000000000001", "00000000-0000-0000-0000-000000000002"]
        #expect(
            try await present([.fixture(1, "a"), .fixture(2, "b")]).rows.map(\.shortID) == ids,
            "all 36 to tell 1 from 2")
        #expect(try await present([.fixture(1, "a")]).rows.map(\.shortID) == ["00000000"])
    }

    /// A short id tells its todo apart from every todo in the list, shown or not: one typed back
    /// names it whatever the filter or the search showed.
    @Test func aFilteredListsShortIDsTellApartTheTodosItLeavesOut() async throws {
        let ids = try await present([.fixture(1, "a"), .fixture(2, "b", completed: true)], filter: .open).rows
            .map(\.shortID)
        #expect(ids == ["00000000-0000-0000-0000-000000000001"])
    }

    /// Guide 004's words for an empty list (タスクがありません), and for its filtered forms.
    @Test func japanese() async throws {
        let state = try await present([], in: .japanese)
        #expect(state.emptyMessage == "タスクがありません")
        #expect(state.summary == "全0件・未完了0件・完了0件")
        let done = [TodoItem.fixture(1, "a", completed: true)]
        #expect(try await present(done, filter: .open, in: .japanese).emptyMessage == "未完了のタスクはありません。")
        #expect(
            try await present([.fixture(1, "a")], filter: .done, in: .japanese).emptyMessage
                == "完了したタスクはありません。")
        #expect(
            try await present(done, filter: .all, query: "mum", in: .japanese).emptyMessage
                == "「mum」に一致するタスクはありません。")
        let errors = ErrorPresenter(localizer: Localizer(language: .japanese), vocabulary: TodoText.vocabulary)
        #expect(errors.present(.notFound(.todo)).message == "そのIDのタスクはありません。")
    }
}

@Suite("Short ids from the ids' bytes agree with short ids from their text")
struct ShortIDAgreementTests {
    /// The rule as written: one more than the longest prefix neighbours share in sorted order.
    static func uniquePrefixLength(of ids: [String]) -> Int {
        let sorted = ids.sorted()
        let longestShared = zip(sorted, sorted.dropFirst()).map { zip($0, $1).prefix { $0 == $1 }.count }.max() ?? 0
        return max(TodoListPresenter.minimumShortIDLength, longestShared + 1)
    }

    @Test(
        "the oracle is right",
        arguments: [
            (["aaaaaaaa-1", "bbbbbbbb-1"], 8),
            (["abcdefgh1", "abcdefgh2"], 9),
            (["abcdefghij1", "abcdefghij2", "zzz"], 11),
            ([], 8),
        ])
    func oracle(ids: [String], expected: Int) {
        #expect(Self.uniquePrefixLength(of: ids) == expected)
    }

    @Test func randomAndNearlyEqualIDs() {
        for size in [0, 1, 2, 10, 1000] {
            let ids = (0..<size).map { _ in TodoID(UUID()) }
            #expect(
                TodoListPresenter.uniquePrefixLength(of: ids)
                    == Self.uniquePrefixLength(of: ids.map(\.description)))
        }
        // Pairs that share 1 to 31 hex digits, across every dash.
        for shared in 1..<32 {
            var text = Array("0123456789abcdef0123456789abcdef")
            let other = text[shared] == "f" ? "e" : "f"
            let first = String(text)
            text[shared] = Character(other)
            let ids = [first, String(text)].map { digits -> TodoID in
                var dashed = digits
                for position in [20, 16, 12, 8] {
                    dashed.insert("-", at: dashed.index(dashed.startIndex, offsetBy: position))
                }
                return TodoID(UUID(uuidString: dashed)!)
            }
            #expect(
                TodoListPresenter.uniquePrefixLength(of: ids)
                    == Self.uniquePrefixLength(of: ids.map(\.description)), "\(shared) digits shared")
        }
    }
}
