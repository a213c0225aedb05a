import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Testing

@Suite("TodoController: imports by line and pages of the list")
struct TodoImportAndPagingTests {
    let module = TodoTestModule()

    func controller(_ language: Language = .english) -> TodoController {
        TodoController(todos: module.todos, localizer: Localizer(language: language))
    }

    @Test func blankLinesAreSkippedAndTheCountConfirmed() async throws {
        let outcome = try await controller().importLines("Buy milk\n\n   \nCall mum\r\nWrite\n")
        #expect(outcome.message == "Imported 3 todos.")
        #expect(outcome.count == 3)
        #expect(try await controller().list().rows.map(\.title) == ["Buy milk", "Call mum", "Write"])
        #expect(try await controller(.japanese).importLines("x").message == "1件のタスクを読み込みました。")
    }

    @Test func aBadLineIsNamedByItsLineNumberInTheText() async throws {
        let long = String(repeating: "あ", count: TodoTitle.maximumLength + 1)
        let text = "one\n\ntwo\n\n\n\(long)\nthree"
        #expect(
            await shownFailure {
                try await controller().importLines(text)
            }
                == ErrorViewState(
                    message: "Line 6: The title must be at most 500 characters. Nothing was added.", kind: .invalidInput
                ))
        #expect(
            await shownFailure(in: .japanese) {
                try await controller(.japanese).importLines(text)
            }
                == ErrorViewState(
                    message: "6行目：タイトルは500文字以内で入力してください。何も追加していません。", kind: .invalidInput))
        #expect(try await controller().list().rows.isEmpty)
    }

    @Test func aPageHasItsRowsCountsAndLabel() async throws {
        _ = try await controller().importLines((1...7).map { "todo \($0)" }.joined(separator: "\n"))
        _ = try await controller().toggle("00000000-0000-0000-0000-000000000002")
        let page = try await controller().listPage(page: 2, size: 3)
        #expect(page.rows.map(\.title) == ["todo 4", "todo 5", "todo 6"])
        #expect(page.rows.map(\.shortID) == ["00000000", "00000000", "00000000"])
        #expect(page.counts == TodoListViewState.Counts(total: 7, open: 6, done: 1))
        #expect(page.summary == "Total 7 · open 6 · done 1")
        #expect(page.paging == TodoListViewState.Paging(number: 2, count: 3, label: "Page 2 of 3"))
        let searched = try await controller().listPage(query: "todo 6", page: 1, size: 3)
        #expect(searched.summary == "1 of 7 matches “todo 6”", "what the search found, over every page")
        #expect(try await controller().listPage(query: "todo", page: 2, size: 3).summary == "7 of 7 match “todo”")
        let done = try await controller(.japanese).listPage(filter: .done, page: 1, size: 3)
        #expect(done.rows.map(\.title) == ["todo 2"])
        #expect(done.paging?.label == "1/1ページ" && done.filter == .done, "the filter the page was read with")
    }

    @Test func anEmptyPageSaysWhy() async throws {
        let empty = try await controller().listPage(page: 1)
        #expect(empty.emptyMessage == "No todos yet.")
        _ = try await controller().add(title: "open")
        #expect(try await controller().listPage(filter: .done, page: 1).emptyMessage == "No completed todos.")
    }

    @Test func aPageBeyondTheLastIsALocalizedError() async throws {
        _ = try await controller().add(title: "only")
        #expect(
            await shownFailure {
                try await controller().listPage(page: 2)
            } == ErrorViewState(message: "The page must be 1 or less.", kind: .invalidInput))
    }
}

@Suite("TodoController.rows: the list as an API answers it")
struct TodoRowsTests {
    @Test func everyTodoInListOrderWithItsFullID() async throws {
        let module = TodoTestModule()
        let controller = TodoController(todos: module.todos, localizer: Localizer(language: .english))
        _ = try await controller.add(title: "b")
        _ = try await controller.add(title: "a", order: 0)
        let page = try await controller.rows()
        #expect((page.number, page.count, page.total, page.hasNext) == (1, 1, 2, false))
        let rows = page.rows
        #expect(rows.map(\.title) == ["a", "b"])
        #expect(rows.map(\.id) == ["00000000-0000-0000-0000-000000000002", "00000000-0000-0000-0000-000000000001"])
        #expect(
            rows
                == (try await controller.list()).rows.map { row in
                    TodoRowViewState(
                        id: row.id, shortID: String(row.id.prefix(8)), title: row.title, isCompleted: row.isCompleted,
                        order: row.order, createdAt: row.createdAt, updatedAt: row.updatedAt)
                })
    }

    @Test func aLongListComesInBoundedPages() async throws {
        let module = TodoTestModule()
        let controller = TodoController(todos: module.todos, localizer: Localizer(language: .english))
        _ = try await controller.importLines((1...5).map { "todo \($0)" }.joined(separator: "\n"))
        let second = try await controller.rows(page: 2, size: 2)
        #expect(second.rows.map(\.title) == ["todo 3", "todo 4"])
        #expect((second.number, second.count, second.total, second.hasNext) == (2, 3, 5, true))
        #expect(
            await shownFailure {
                try await controller.rows(page: 1, size: TodoPage.maximumSize + 1)
            } != nil)
    }
}
