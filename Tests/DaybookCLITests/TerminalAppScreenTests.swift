import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookCLI

@MainActor
@Suite("The terminal app's screens, drawn and driven with a fake view model", .timeLimit(.minutes(3)))
struct TerminalAppScreenTests {
    let style = AppStyle(localizer: Localizer(language: .english))

    static func row(_ id: String, _ title: String, done: Bool = false) -> TodoRowViewState {
        TodoRowViewState(
            id: id, shortID: String(id.prefix(8)), title: title, isCompleted: done, order: 0,
            createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
    }

    func listed(_ rows: [TodoRowViewState]) -> FakeTodoListViewModel {
        let model = FakeTodoListViewModel()
        model.state.list = TodoListViewState(
            rows: rows,
            counts: .init(total: rows.count, open: rows.count { !$0.isCompleted }, done: rows.count { $0.isCompleted }),
            filter: .all, query: "", summary: "Total \(rows.count)", emptyMessage: nil)
        return model
    }

    func draw(_ screen: some AppScreen, columns: Int = 60, rows: Int = 12) -> [String] {
        var buffer = ScreenBuffer(size: TerminalSize(rows: rows, columns: columns))
        screen.draw(into: &buffer, in: TerminalRect(row: 0, column: 0, rows: rows, columns: columns), style: style)
        return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Waits for an intent a key started in a task of its own (the fake's intents are observable).
    func settled(_ model: FakeTodoListViewModel, _ intent: String) async -> Bool {
        await DaybookTestSupport.settled { model.intents.contains(intent) }
    }

    @Test func theListDrawsCheckBoxesTitlesAndShortIDs() {
        let model = listed([Self.row("aaaaaaaa-1", "Buy milk"), Self.row("bbbbbbbb-2", "牛乳を買う", done: true)])
        let lines = draw(TodoListScreen(model: model))
        #expect(lines[0] == "Total 2  Filter: all")
        #expect(lines[2].hasPrefix("[ ] Buy milk") && lines[2].hasSuffix("aaaaaaaa"))
        #expect(lines[3].hasPrefix("[✓] 牛乳を買う") && lines[3].hasSuffix("bbbbbbbb"))
        // Wide titles keep the id column aligned: both rows end at the same column.
        #expect(ScreenBuffer.columns(lines[2]) == ScreenBuffer.columns(lines[3]))
    }

    @Test func keysBecomeTheViewModelsIntents() async {
        let model = listed([Self.row("aaaaaaaa-1", "a"), Self.row("bbbbbbbb-2", "b")])
        let screen = TodoListScreen(model: model)
        _ = draw(screen)
        #expect(screen.handle(.down) && screen.handle(.character(" ")))
        #expect(await settled(model, "toggle bbbbbbbb-2"))
        #expect(screen.handle(.enter))
        #expect(model.intents.last == "select bbbbbbbb-2")
        #expect(screen.handle(.character("d")))
        #expect(await settled(model, "delete bbbbbbbb-2"))
        #expect(screen.handle(.character("u")))
        #expect(await settled(model, "undo"))
        #expect(screen.handle(.character("f")) && model.intents.last == "filter open")
        // Typing a search sends every keystroke; the view model decides when to search.
        #expect(screen.handle(.character("/")) && screen.isTyping)
        for character in "ミルク" { _ = screen.handle(.character(character)) }
        #expect(model.intents.suffix(3) == ["search ミ", "search ミル", "search ミルク"])
        #expect(!screen.handle(.tab) || screen.isTyping)
        _ = screen.handle(.escape)
        #expect(!screen.isTyping)
        // Adding: Enter sends the title, Esc drops it.
        _ = screen.handle(.character("a"))
        for character in "Tea" { _ = screen.handle(.character(character)) }
        _ = screen.handle(.enter)
        #expect(await settled(model, "add Tea"))
        #expect(!screen.handle(.character("q")), "q is the app's, to quit")
    }

    /// Guide 004's words: タスクがありません for an empty list, 新しいタスク for the field that adds
    /// one, with タスクを入力 in it until something is typed.
    @Test func anEmptyListAndTheFieldToAddSayTheGuidesWords() {
        let japanese = AppStyle(localizer: Localizer(language: .japanese))
        let screen = TodoListScreen(model: listed([]))
        func lines() -> [String] {
            var buffer = ScreenBuffer(size: TerminalSize(rows: 12, columns: 60))
            screen.draw(into: &buffer, in: TerminalRect(row: 0, column: 0, rows: 12, columns: 60), style: japanese)
            return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(lines()[2] == "タスクがありません。a で追加できます。")
        _ = screen.handle(.character("a"))
        #expect(lines()[1] == "新しいタスク:  タスクを入力")
        _ = screen.handle(.character("牛"))
        #expect(lines()[1] == "新しいタスク: 牛")
    }

    @Test func anAlertTakesEveryKeyUntilItIsClosed() {
        let model = listed([Self.row("aaaaaaaa-1", "a")])
        model.state.alert = AlertViewState(title: "Error", message: "The title must not be empty.")
        let screen = TodoListScreen(model: model)
        let lines = draw(screen)
        #expect(lines.contains { $0.contains("Error") })
        #expect(lines.contains { $0.contains("The title must not be empty.") })
        #expect(screen.handle(.character("d")) && !model.intents.contains { $0.hasPrefix("delete") })
        _ = screen.handle(.escape)
        #expect(model.intents.last == "dismiss")
    }

    @Test func theAppDrawsTheTabBarTheScreenAndItsKeysOrSaysItIsTooSmall() {
        let model = listed([Self.row("aaaaaaaa-1", "Buy milk")])
        var size = TerminalSize(rows: 20, columns: 80)
        let list = TodoListScreen(model: model)
        let app = TerminalApp(
            tabs: TestTabs.make(
                dashboard: list, weather: WeatherScreen(model: FakeWeatherViewModel()),
                todos: list, posts: list, profile: list, cityFound: { _ in }, todo: { _ in list }, post: { _ in nil }),
            localizer: Localizer(language: .english), usesColor: false, size: { size }, output: { _ in })
        let lines = app.compose().lines
        #expect(lines[0].hasPrefix(" 1 Dashboard  2 Weather  3 Todos  4 Posts  5 Profile"))
        #expect(lines.contains { $0.contains("[ ] Buy milk") })
        #expect(lines[18].hasPrefix("↑↓ move · Enter open · a add"))
        // Too many keys for one line: the rest come before the app's on the second.
        #expect(lines[19].hasPrefix("/ search · f filter · Tab/1-5 switch · r refresh · q quit"))
        // Narrower than the whole bar: the current tab named, every other by its number.
        size = TerminalSize(rows: 12, columns: 44)
        #expect(app.compose().lines[0].hasPrefix(" 1 Dashboard  2  3  4  5 "))
        size = TerminalSize(rows: 8, columns: 30)
        let small = app.compose().lines.joined(separator: "\n")
        #expect(small.contains("The terminal is too small.") && small.contains("44×12"))
    }

    @Test func aLineEditsByCharactersNotBytes() {
        var line = LineEditor()
        for key in [TerminalKey.character("カ"), .character("ﾞ"), .character("が")] {
            let handled = line.handle(key)
            #expect(handled)
        }
        _ = line.handle(.backspace)
        #expect(line.text == "カﾞ")
        line.paste("one\ntwo")
        #expect(line.text == "カﾞone two")
        _ = line.handle(.control("u"))
        let enter = line.handle(.enter)
        #expect(line.text.isEmpty && !enter)
        line.paste(String(repeating: "x", count: LineEditor.maximumLength + 10))
        #expect(line.text.count == LineEditor.maximumLength)
    }

    @Test func theCursorStaysInTheListAndInView() {
        var cursor = ListCursor()
        let moved = cursor.handle(.end, count: 100, page: 10)
        #expect(moved)
        let end = cursor.window(count: 100, visible: 10)
        #expect(cursor.selected == 99 && end == 90..<100)
        // The list shrank under the cursor (a search narrowed it): the last row is selected.
        let shrunk = cursor.window(count: 3, visible: 10)
        #expect(shrunk == 0..<3 && cursor.selected == 2)
        _ = cursor.handle(.character("k"), count: 3, page: 10)
        #expect(cursor.selected == 1)
        _ = cursor.handle(.pageUp, count: 3, page: 10)
        let empty = cursor.window(count: 0, visible: 10)
        #expect(cursor.selected == 0 && empty.isEmpty)
    }

    @Test func textWrapsAtSpacesAndJapaneseAnywhere() {
        #expect(AppDrawing.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(AppDrawing.wrap("日本語の文章です", width: 6) == ["日本語", "の文章", "です"])
        #expect(AppDrawing.wrap("a\nb", width: 5) == ["a", "b"])
    }
}

/// Each router intent reaches the terminal app: a tab switched, a screen pushed or popped.
@MainActor
@Suite("AppRouter: the view models' intents, as the terminal app carries them out")
struct AppRouterTests {
    final class Recorded: AppScreen {
        let name: String
        private(set) var appearances = 0
        init(_ name: String) { self.name = name }
        func appear() { appearances += 1 }
        func disappear() {}
        func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
            screen.put(name, row: area.row, column: area.column)
        }
        func handle(_ key: TerminalKey) -> Bool { false }
        var isTyping: Bool { false }
        var hints: any LocalizedText { PostTabText.keysPost }
        func refresh() {}
    }

    let weatherModel = FakeWeatherViewModel()
    let weather: WeatherScreen<FakeWeatherViewModel>
    let style = AppStyle(localizer: Localizer(language: .english))

    init() {
        weather = WeatherScreen(model: weatherModel)
    }

    func makeApp(router: AppRouter) -> TerminalApp {
        let app = TerminalApp(
            tabs: TestTabs.make(
                dashboard: Recorded("dashboard"), weather: weather, todos: Recorded("todos"), posts: Recorded("posts"),
                profile: Recorded("profile"), cityFound: { _ in }, todo: { Recorded("todo \($0)") },
                post: { Recorded("post \($0)") }),
            localizer: Localizer(language: .english), usesColor: false, size: { TerminalSize(rows: 20, columns: 80) },
            output: { _ in })
        router.app = app
        return app
    }

    func shown(_ app: TerminalApp) -> String? {
        (app.current as? Recorded)?.name
    }

    @Test func everyIntentReachesTheApp() {
        let router = AppRouter()
        let app = makeApp(router: router)
        router.showTodo(id: "abc")
        #expect(app.tab is TodoTab && shown(app) == "todo abc")
        router.closeTodo()
        #expect(app.tab is TodoTab && shown(app) == "todos")
        router.showPost(id: 7)
        #expect(app.tab is PostTab && shown(app) == "post 7")
        router.closePost()
        #expect(shown(app) == "posts")
        router.showProfile()
        #expect(app.tab is ProfileTab)
        router.showTodos()
        #expect(app.tab is TodoTab)
        router.showPosts()
        #expect(app.tab is PostTab)
        router.showWeather(city: "")
        #expect(app.tab is WeatherTab && !weather.isTyping, "no city yet: the field waits for /, as on Todos")
        // Closing with nothing pushed stays where it is.
        router.closePost()
        #expect(app.tab is WeatherTab)
    }

    @Test func showingTheWeatherOfACitySearchesItOnTheWeatherTab() {
        let router = AppRouter()
        let app = makeApp(router: router)
        #expect(app.tab is DashboardTab)
        // From the dashboard's weather card, with no city searched on the Weather tab yet.
        router.showWeather(city: "Tokyo")
        #expect(app.tab is WeatherTab && app.current === weather)
        #expect(weatherModel.intents.contains("show Tokyo"))
        #expect(weatherModel.state.city == "Tokyo")
        // The city is in the field, searched: the field is not left open, empty, for another.
        #expect(!weather.isTyping)
        var buffer = ScreenBuffer(size: TerminalSize(rows: 20, columns: 80))
        weather.draw(into: &buffer, in: TerminalRect(row: 0, column: 0, rows: 20, columns: 80), style: style)
        #expect(buffer.lines[0].contains("Tokyo"))

        // On the Weather tab already, another city is searched in place.
        router.showWeather(city: "Osaka")
        #expect(app.tab is WeatherTab && weatherModel.intents.last == "show Osaka" && !weather.isTyping)
    }

    @Test func anAppGoneLeavesTheRouterHarmless() {
        let router = AppRouter()
        do { _ = makeApp(router: router) }
        router.showTodo(id: "abc")
        router.closeTodo()
        #expect(router.app == nil)
    }
}
