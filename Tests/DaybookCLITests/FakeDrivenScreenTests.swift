import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookCLI

/// The terminal app's dashboard, a todo's screen and a post's screen, drawn from a fake view
/// model's state and driven by keys into its intents: what each screen's genericity over its
/// view model's protocol is for (``DashboardViewModel``, ``TodoEditViewModel``, ``PostViewModel``).
@MainActor
@Suite("The dashboard, a todo's screen and a post's screen, with a fake view model", .timeLimit(.minutes(3)))
struct FakeDrivenScreenTests {
    let style = AppStyle(localizer: Localizer(language: .english))

    func draw(_ screen: some AppScreen, columns: Int = 60, rows: Int = 16) -> [String] {
        var buffer = ScreenBuffer(size: TerminalSize(rows: rows, columns: columns))
        screen.draw(into: &buffer, in: TerminalRect(row: 0, column: 0, rows: rows, columns: columns), style: style)
        return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    static let milk = TodoRowViewState(
        id: "aaaaaaaa-0000-4000-8000-000000000001", shortID: "aaaaaaaa", title: "Buy milk", isCompleted: false,
        order: 1, createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))

    @Test func theDashboardShowsEachCardAndOpensTheOneChosen() {
        let model = FakeDashboardViewModel()
        model.state.problems[.weather] = "The weather service cannot be reached."
        model.state.todos = TodoListViewState(
            rows: [Self.milk], counts: .init(total: 2, open: 1, done: 1), filter: .open, query: "",
            summary: "Total 2 · open 1 · done 1", emptyMessage: nil)
        model.state.profile = .notRegistered(message: "No profile registered yet.")
        let screen = DashboardScreen(model: model)
        let lines = draw(screen)
        #expect(lines.contains("  The weather service cannot be reached."), "a card's failure on the card")
        #expect(lines.contains("  Total 2 · open 1 · done 1") && lines.contains("  [ ] Buy milk"))
        #expect(lines.contains("  No profile registered yet."))
        #expect(lines.contains("  Loading…"), "the posts, not read yet")
        screen.appear()
        #expect(screen.handle(.down) && screen.handle(.enter))
        #expect(model.intents == ["appear", "open todos"])
    }

    @Test func aTodosScreenShowsItRenamesItAndGoesBack() async {
        let model = FakeTodoEditViewModel(id: Self.milk.id)
        model.state.todo = Self.milk
        model.state.title = Self.milk.title
        let screen = TodoEditScreen(model: model)
        var lines = draw(screen)
        #expect(lines[0] == "[ ] Buy milk" && lines[1] == Self.milk.id)
        #expect(lines[3] == "Title: Buy milk")
        // e edits the title; every keystroke is the view model's; Enter saves.
        #expect(screen.handle(.character("e")) && screen.isTyping)
        for character in " now" { _ = screen.handle(.character(character)) }
        #expect(model.intents.last == "title Buy milk now")
        lines = draw(screen)
        #expect(lines[3].hasPrefix("Title: Buy milk now"))
        _ = screen.handle(.enter)
        #expect(await settled { model.intents.contains("save") })
        _ = screen.handle(.character(" "))
        #expect(await settled { model.intents.contains("toggle") })
        _ = screen.handle(.escape)
        #expect(model.intents.last == "close")
    }

    @Test func aTodoDeletedElsewhereIsSaidAndOnlyTheWayBackIsLeft() {
        let model = FakeTodoEditViewModel(id: Self.milk.id)
        model.state.isGone = true
        model.state.alert = AlertViewState(title: "Error", message: "This todo was deleted elsewhere.")
        let screen = TodoEditScreen(model: model)
        #expect(draw(screen).contains { $0.contains("This todo was deleted elsewhere.") })
        _ = screen.handle(.enter)
        #expect(model.intents == ["dismiss"])
        model.state.alert = nil
        _ = screen.handle(.character("e"))
        #expect(!screen.isTyping, "nothing left to rename")
    }

    @Test func aPostsScreenShowsItsTitleBylineAndBodyAndGoesBack() {
        let model = FakePostViewModel(id: 1)
        let leanne = Author(id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz")
        let post = Post(id: 1, authorID: 1, title: "sunt aut facere", body: "quia et suscipit\nsuscipit recusandae")
        let detail = PostPresenter(localizer: Localizer(language: .english)).detail(
            PostDetail(
                item: AuthoredPost(post: post, author: leanne),
                freshness: Freshness(origin: .stale, fetchedAt: TestDateSource.start, age: 3600)))
        model.state.detail = detail
        let screen = PostScreen(model: model)
        let lines = draw(screen, rows: 10)
        #expect(lines[0] == "sunt aut facere")
        #expect(lines[1] == "by Leanne Graham (@Bret) <Sincere@april.biz>")
        #expect(lines[3] == "quia et suscipit" && lines[4] == "suscipit recusandae")
        #expect(lines[9] == detail.staleNotice, "an answer kept from before says so")
        _ = screen.handle(.escape)
        #expect(model.intents == ["close"])
    }
}
