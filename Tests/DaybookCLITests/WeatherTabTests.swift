import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookCLI

/// The Weather tab's keys as the Todos and Posts tabs have them: `/` opens the city field, Esc
/// leaves it, and `q` quits from outside it; and its words as guide 000 writes them.
@MainActor
@Suite("The terminal app's Weather tab, driven with a fake view model", .timeLimit(.minutes(3)))
struct WeatherTabTests {
    let model = FakeWeatherViewModel()

    final class Blank: AppScreen {
        func appear() {}
        func disappear() {}
        func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {}
        func handle(_ key: TerminalKey) -> Bool { false }
        var isTyping: Bool { false }
        var hints: any LocalizedText { DashboardTabText.keys }
        func refresh() {}
    }

    func makeApp(language: Language = .english) -> (TerminalApp, WeatherScreen<FakeWeatherViewModel>) {
        let weather = WeatherScreen(model: model)
        let blank = Blank()
        let app = TerminalApp(
            tabs: TestTabs.make(
                dashboard: blank, weather: weather, todos: blank, posts: blank, profile: blank, cityFound: { _ in },
                todo: { _ in blank }, post: { _ in nil }),
            localizer: Localizer(language: language), usesColor: false,
            size: { TerminalSize(rows: 24, columns: 80) }, output: { _ in })
        return (app, weather)
    }

    func press(_ app: TerminalApp, _ keys: TerminalKey...) {
        for key in keys { app.handle(.key(key)) }
    }

    @Test func slashOpensTheCityFieldEscLeavesItAndQQuitsFromOutsideIt() {
        let (app, weather) = makeApp()
        press(app, .character("2"))
        #expect(app.tab is WeatherTab && !weather.isTyping, "the field waits for /, as on Todos and Posts")
        press(app, .character("/"))
        #expect(weather.isTyping)
        for character in "Quebec" { press(app, .character(character)) }
        // In the field, q is a letter of the city: the app goes on.
        #expect(!app.isQuitting)
        #expect(model.intents.contains("search Quebec") && !model.intents.contains { $0.contains("/") })
        press(app, .escape)
        #expect(!weather.isTyping && !app.isQuitting)
        press(app, .character("q"))
        #expect(app.isQuitting)
    }

    /// The dashboard's hand-off, which its tab says: the city the Weather tab found becomes the
    /// weather card's when the tab is left, and nothing is handed on before one is found.
    @Test func leavingTheTabWithACityFoundGivesItToTheDashboard() {
        var found: [String] = []
        let blank = Blank()
        let app = TerminalApp(
            tabs: TestTabs.make(
                dashboard: blank, weather: WeatherScreen(model: model), todos: blank, posts: blank, profile: blank,
                cityFound: { found.append($0) }, todo: { _ in blank }, post: { _ in nil }),
            localizer: Localizer(language: .english), usesColor: false,
            size: { TerminalSize(rows: 24, columns: 80) }, output: { _ in })
        press(app, .character("2"), .character("3"))
        #expect(found.isEmpty, "no city found yet")
        model.state.city = "Tokyo"
        model.state.card = WeatherPresenter(localizer: Localizer(language: .english)).card(
            for: WeatherReport(
                weather: Weather(
                    city: "Tokyo", country: "JP", temperature: 20, condition: nil, description: nil,
                    observedAt: TestDateSource.start, utcOffsetSeconds: 0),
                freshness: .fetched(at: TestDateSource.start)))
        press(app, .character("1"))
        #expect(found.isEmpty, "the Todos tab was left, not the Weather tab")
        press(app, .character("2"), .character("1"))
        #expect(found == ["Tokyo"])
    }

    @Test func withNoCityTheTabSaysHowToTypeOne() {
        let (app, _) = makeApp()
        press(app, .character("2"))
        let lines = app.compose().lines
        #expect(lines.contains { $0.contains("Type a city to see its weather. Press / to type one.") })
    }

    @Test func theGuidesJapaneseLabels() {
        let style = AppStyle(localizer: Localizer(language: .japanese))
        let weather = WeatherScreen(model: model)
        var buffer = ScreenBuffer(size: TerminalSize(rows: 12, columns: 60))
        _ = weather.handle(.character("/"))
        weather.draw(into: &buffer, in: TerminalRect(row: 0, column: 0, rows: 12, columns: 60), style: style)
        #expect(buffer.lines[0].contains("都市名を入力"), "the empty field's placeholder")
        _ = weather.handle(.escape)
        model.state.city = "Tokyo"
        model.state.cityText = "Tokyo"
        model.state.isLoading = true
        buffer = ScreenBuffer(size: TerminalSize(rows: 12, columns: 60))
        weather.draw(into: &buffer, in: TerminalRect(row: 0, column: 0, rows: 12, columns: 60), style: style)
        #expect(buffer.lines.contains { $0.contains("取得中...") }, "\(buffer.lines)")
        #expect(!buffer.lines[0].contains("都市名を入力"), "a field with a city has no placeholder")
    }
}
