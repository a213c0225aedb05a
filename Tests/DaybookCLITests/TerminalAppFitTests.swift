import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@testable import DaybookCLI

/// What a default terminal, 80×24, must show whole: the footer names every key a screen takes,
/// and the app's own, in either language; the dashboard has every card.
@MainActor
@Suite("The terminal app fits an 80×24 terminal")
struct TerminalAppFitTests {
    final class Hinting: AppScreen {
        var hints: any LocalizedText
        var isTyping: Bool
        init(_ hints: any LocalizedText, typing: Bool) {
            self.hints = hints
            isTyping = typing
        }
        func appear() {}
        func disappear() {}
        func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {}
        func handle(_ key: TerminalKey) -> Bool { false }
        func refresh() {}
    }

    /// Every screen's hints, and whether a line is being typed while they show.
    static let hints: [(any LocalizedText, Bool)] = [
        (DashboardTabText.keys, false), (WeatherTabText.keys, false), (WeatherTabText.keysEditing, true),
        (TodoTabText.keys, false), (TodoTabText.keysField, true), (TodoTabText.keysTodo, false),
        (PostTabText.keys, false), (PostTabText.keysPost, false), (ProfileTabText.keys, false),
        (ProfileTabText.keysEditing, true), (AppText.keysAlert, false), (AppText.keysSearching, true),
    ]

    @Test(arguments: Language.allCases)
    func everyKeyIsShownWholeAt80Columns(language: Language) {
        let localizer = Localizer(language: language)
        for (hints, typing) in Self.hints {
            let screen = Hinting(hints, typing: typing)
            let app = TerminalApp(
                tabs: TestTabs.make(
                    dashboard: screen, weather: WeatherScreen(model: FakeWeatherViewModel()), todos: screen,
                    posts: screen, profile: screen, cityFound: { _ in }, todo: { _ in screen }, post: { _ in nil }),
                localizer: localizer, usesColor: false, size: { TerminalSize(rows: 24, columns: 80) },
                output: { _ in })
            let footer = app.compose().lines.suffix(2).joined(separator: "\n")
            #expect(!footer.contains("…"), "\(hints) in \(language) is cut:\n\(footer)")
            var expected = localizer(hints).components(separatedBy: " · ")
            if !typing { expected += localizer(AppText.keysGlobal).components(separatedBy: " · ") }
            for key in expected {
                #expect(footer.contains(key), "“\(key)” of \(hints) in \(language) is not shown:\n\(footer)")
            }
        }
    }

    @Test func keysFlowOverTheFootersLinesBetweenTwoKeys() {
        // Each on a line of its own when it fits.
        #expect(AppDrawing.keyLines("a x · b y", "q quit", columns: 20, rows: 2) == ["a x · b y", "q quit"])
        // Else flowed, broken only between keys, the screen's first.
        #expect(
            AppDrawing.keyLines("a add · d delete · / search", "q quit", columns: 18, rows: 2)
                == ["a add · d delete", "/ search · q quit"])
        // What cannot fit at all ends the last line (which the screen then cuts with "…").
        #expect(AppDrawing.keyLines("aaaa · bbbb · cccc", nil, columns: 5, rows: 2) == ["aaaa", "bbbb · cccc"])
    }

    /// The dashboard's cards at 80×24 (21 rows under the tab bar and over the keys): a title each,
    /// the weather's line, the todos' summary and five open todos, five posts, the profile's three.
    @Test func everyCardOfTheDashboardFitsTheRows() {
        let cards = [1, 6, 5, 3]
        // Room enough: as they are, a blank line between two cards.
        #expect(AppDrawing.stack(cards, rows: 22) == (cards, 3))
        // 21 rows: two blank lines, every line stays; 19, none.
        #expect(AppDrawing.stack(cards, rows: 21) == (cards, 2))
        #expect(AppDrawing.stack(cards, rows: 19) == (cards, 0))
        // Fewer: the longest cards lose their last lines first, never a card its title or first line.
        let small = AppDrawing.stack(cards, rows: 13)
        #expect(small.counts.reduce(cards.count, +) <= 13 && small.counts.allSatisfy { $0 >= 1 })
        #expect(small.counts[0] == 1 && small.counts[3] == 3, "\(small.counts)")
        let tiny = AppDrawing.stack(cards, rows: 3)
        #expect(tiny.counts == [1, 1, 1, 1])
    }
}
