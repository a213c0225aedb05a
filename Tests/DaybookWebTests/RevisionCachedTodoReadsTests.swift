import DaybookPresentation
import DaybookTestSupport
import NIOCore
import Testing

@testable import DaybookWeb

/// The decorators that keep the todo list's written pages by revision change how fast an answer
/// comes, never what it is: the same reads and writes give the same answers with them as
/// without, and with them a read asked again before anything was written reads no page.
@Suite("The todo list's kept answers: faster, never different")
struct RevisionCachedTodoReadsTests {
    /// What each read of a run answered, and how many pages had been read from storage by then.
    struct Run: Equatable {
        var answers: [String] = []
        var pageReads: [Int] = []
    }

    static let localizer = Localizer(language: .english, vantage: .throughAServer)

    /// One new list of three todos, then the same reads and writes every time: page 1, page 1
    /// again, page 2, a toggle, page 1, a rename to the title it has (which writes nothing),
    /// page 1, an add, page 2, page 1. `ask` answers one read of a page; a read refused is
    /// answered by its error.
    static func run(_ ask: (TodoController, Int) async throws -> String) async throws -> Run {
        let todos = FakeTodoUseCase(TodoTestModule().todos)
        let controller = TodoController(todos: todos, localizer: localizer)
        for title in ["Buy milk", "Call mum", "Water plants"] { _ = try await controller.add(title: title) }
        let first = try #require(try await controller.list().rows.first)
        var run = Run()
        func read(_ page: Int) async {
            do {
                run.answers.append(try await ask(controller, page))
            } catch {
                run.answers.append("refused: \(error)")
            }
            run.pageReads.append(todos.pageReads)
        }
        await read(1)
        await read(1)
        await read(2)
        _ = try await controller.toggle(first.id)
        await read(1)
        _ = try await controller.rename(first.id, to: first.title)
        await read(1)
        _ = try await controller.add(title: "Post the letter")
        await read(2)
        await read(1)
        return run
    }

    /// With the decorator: the page read first, the same page again before any write, and again
    /// after a write that changed nothing are read from storage once; every other read, once each.
    static let keptReads = [1, 1, 2, 3, 3, 4, 5]
    /// Without: every read reads.
    static let freshReads = [1, 2, 3, 4, 5, 6, 7]

    @Test func theAPIsPagesAreTheSameKeptOrNotAndAKeptPageReadsNothing() async throws {
        func api(_ pages: any TodoBackendPages) -> (TodoController, Int) async throws -> String {
            { controller, page in
                let key = TodoBackendList.Key(person: "", base: "http://127.0.0.1:8080", page: page, size: 2)
                let written = try await pages.page(key, from: controller)
                let headers = written.headers.map { "\($0.name.rawName): \($0.value)" }
                return (headers + [String(buffer: written.body)]).joined(separator: "\n")
            }
        }
        let fresh = try await Self.run(api(FreshTodoBackendPages()))
        let kept = try await Self.run(api(RevisionCachedTodoBackendPages(FreshTodoBackendPages())))
        #expect(kept.answers == fresh.answers)
        #expect(
            Set(fresh.answers).count == 5,
            "pages 1 and 2 at first, page 1 after the toggle (and the rename that changed nothing), both after the add")
        #expect(fresh.pageReads == Self.freshReads)
        #expect(kept.pageReads == Self.keptReads)
    }

    @Test func theListsContentIsTheSameKeptOrNotAndKeptContentReadsNothing() async throws {
        func pages(_ contents: any TodoListContents) -> (TodoController, Int) async throws -> String {
            { controller, page in
                let key = TodoListContent.Key(person: "", language: .english, filter: .all, query: "", page: page)
                switch try await contents.content(key, typedTitle: nil, from: controller, localizer: Self.localizer) {
                case .page(let content, _): return content.filled(with: "the-visitors-token").markup
                case .pastTheEnd(let last): return "past the end, the last page is \(last)"
                }
            }
        }
        let fresh = try await Self.run(pages(FreshTodoListContents()))
        let kept = try await Self.run(pages(RevisionCachedTodoListContents(FreshTodoListContents())))
        #expect(kept.answers == fresh.answers)
        #expect(fresh.answers[2].hasPrefix("refused: "), "one page of 50 holds them all: page 2 is past the end")
        #expect(fresh.pageReads == Self.freshReads)
        #expect(kept.pageReads == Self.keptReads, "a page past the end is never kept")
    }

    /// A page with a flash refills the add form with what its visitor typed: the decorator neither
    /// gives it kept content nor keeps it for anyone else.
    @Test func aRefilledFormIsRenderedForItsVisitorAlone() async throws {
        let todos = FakeTodoUseCase(TodoTestModule().todos)
        let controller = TodoController(todos: todos, localizer: Self.localizer)
        _ = try await controller.add(title: "Buy milk")
        let contents = RevisionCachedTodoListContents(FreshTodoListContents())
        let key = TodoListContent.Key(person: "", language: .english, filter: .all, query: "", page: 1)
        func markup(typed: String?) async throws -> String {
            let content = try await contents.content(
                key, typedTitle: typed, from: controller, localizer: Self.localizer)
            guard case .page(let rendered, _) = content else { return "" }
            return rendered.filled(with: "token").markup
        }
        let plain = try await markup(typed: nil)
        #expect(try await markup(typed: "Call mum").contains("value=\"Call mum\""))
        #expect(try await markup(typed: nil) == plain, "what was typed stays its visitor's")
        #expect(todos.pageReads == 2, "the refilled page was read for itself; the plain one kept")
    }
}
