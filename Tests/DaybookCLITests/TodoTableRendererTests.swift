import DaybookPresentation
import Foundation
import Testing

@testable import DaybookCLI

@Suite("Table rendering for a terminal")
struct TodoTableRendererTests {
    @Test(arguments: [("abc", 3), ("完了", 4), ("ＡＢ", 4), ("e\u{301}", 1), ("順番 1", 6)])
    func columns(text: String, expected: Int) {
        #expect(TextWidth.columns(text) == expected)
    }

    @Test func japaneseHeadersLineUpWithRows() {
        let state = TodoListViewState(
            rows: [
                TodoRowViewState(
                    id: "0123456789", shortID: "01234567", title: "牛乳を買う", isCompleted: true, order: 12,
                    createdAt: .distantPast, updatedAt: .distantPast)
            ],
            counts: .init(total: 1, open: 0, done: 1), filter: .all, query: "", summary: "全1件・未完了0件・完了1件",
            emptyMessage: nil
        )
        let lines = TodoTableRenderer(localizer: Localizer(language: .japanese)).render(state)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "ID        完了  順番  タイトル")
        #expect(lines[1] == "01234567  [x]     12  牛乳を買う")
        // The title column starts at the same terminal column in both lines.
        #expect(TextWidth.columns(String(lines[0].prefix(while: { $0 != "タ" }))) == 22)
        #expect(TextWidth.columns(String(lines[1].prefix(while: { $0 != "牛" }))) == 22)
        #expect(lines.last == "全1件・未完了0件・完了1件")
    }

    // MARK: - Fitting a width

    @Test(
        arguments: [
            ("abcdef", 4, "abc…"), ("abcd", 4, "abcd"), ("abc", 10, "abc"), ("牛乳を買う", 6, "牛乳…"),
            ("牛乳を買う", 7, "牛乳を…"), ("牛乳を買う", 10, "牛乳を買う"), ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
            ("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 5, "👨‍👩‍👧‍👦👨‍👩‍👧‍👦…"), ("abc", 1, "…"), ("abc", 0, ""),
        ])
    func fit(text: String, columns: Int, expected: String) {
        #expect(TextWidth.fit(text, to: columns) == expected)
        #expect(TextWidth.columns(TextWidth.fit(text, to: columns)) <= max(columns, 0))
    }

    static func state(titles: [String]) -> TodoListViewState {
        TodoListViewState(
            rows: titles.enumerated().map { index, title in
                TodoRowViewState(
                    id: "0123456789\(index)", shortID: "0123456\(index)", title: title, isCompleted: false,
                    order: index + 1, createdAt: .distantPast, updatedAt: .distantPast)
            },
            counts: .init(total: titles.count, open: titles.count, done: 0), filter: .all, query: "",
            summary: "Total \(titles.count) · open \(titles.count) · done 0", emptyMessage: nil)
    }

    @Test func aLongTitleIsCutToTheWidthWithAnEllipsis() {
        let long = String(repeating: "x", count: 500)
        let rendered = TodoTableRenderer(localizer: Localizer(language: .english), width: 80)
            .render(Self.state(titles: [long, "Short", "順番を変える" + String(repeating: "字", count: 100)]))
        let lines = rendered.split(separator: "\n").map(String.init)
        for line in lines { #expect(TextWidth.columns(line) <= 80, "\(line)") }
        #expect(lines[1] == "01234560  [ ]       1  " + String(repeating: "x", count: 56) + "…")
        #expect(lines[2] == "01234561  [ ]       2  Short")
        #expect(lines[3].hasSuffix("…") && TextWidth.columns(lines[3]) >= 79)
    }

    @Test func withoutAWidthEveryTitleIsWhole() {
        let long = String(repeating: "x", count: 500)
        let rendered = TodoTableRenderer(localizer: Localizer(language: .english)).render(Self.state(titles: [long]))
        #expect(rendered.contains(long))
    }

    @Test func aNarrowTerminalStillShowsSomeOfTheTitle() {
        let rendered = TodoTableRenderer(localizer: Localizer(language: .english), width: 20)
            .render(Self.state(titles: ["A title of some length"]))
        let row = rendered.split(separator: "\n")[1]
        #expect(row.hasPrefix("01234560  [ ]       1  A title"))
        #expect(row.hasSuffix("…"))
    }

    @Test func controlCharactersAreMadeVisibleBeforeCutting() {
        // A stand-in counts for the columns it takes, and is never cut in half.
        let rendered = TodoTableRenderer(localizer: Localizer(language: .english), width: 40)
            .render(Self.state(titles: ["ab\u{202E}cdefghijklmnopqrstuvwxyz"]))
        let row = String(rendered.split(separator: "\n")[1])
        #expect(TextWidth.columns(row) <= 40)
        #expect(row.contains("<U+202E>"))
    }
}
