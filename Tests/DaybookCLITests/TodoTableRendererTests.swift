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
}
