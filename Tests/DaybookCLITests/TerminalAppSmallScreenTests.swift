import DaybookTestSupport
import Foundation
import Testing

/// `daybook app` in tmux at the size of a default terminal, 80×24: the Weather tab's field and
/// its inline "no match yet", every key named in the footer, every card of the dashboard whole,
/// and a confirmation that goes with the next action.
@Suite("daybook app at 80×24, in a real terminal", .serialized)
struct TerminalAppSmallScreenTests {
    /// Every city is unknown to this geocoder.
    static var nowhere: [String: FixtureServer.Reply] {
        TerminalAppTests.routes.merging(["/v1/search": .fixture("openmeteo/geocoding_no_results.json")]) { $1 }
    }

    @Test func aCityTypedSaysNoMatchYetInPlaceAndTakesEveryKey() async throws {
        let (terminal, daybook, server) = try await TerminalAppTests().open(columns: 80, rows: 24, routes: Self.nowhere)
        defer { daybook.cleanUp() }
        do {
            try await terminal.waitFor("1 Dashboard  2 Weather  3 Todos  4 Posts  5 Profile")
            try await terminal.press("2")
            try await terminal.waitFor("Press / to type one.")
            try await terminal.press("/")
            try await terminal.type("Toky")
            // The pause mid-word searched "Toky": said under the field, no alert over it.
            try await terminal.waitFor("No city matches “Toky” yet.")
            let screen = try await terminal.screen()
            #expect(!screen.contains { $0.contains("Enter/Esc close") }, "\(screen.joined(separator: "\n"))")
            // The next key is the city's.
            try await terminal.type("o")
            try await terminal.waitFor("City: Tokyo")
            try await terminal.press("Enter")
            try await terminal.waitFor("No city named “Tokyo” was found.")
            // Esc leaves the field; q then quits.
            try await terminal.press("Escape")
            try await terminal.waitFor("Tab/1-5 switch")
            try await terminal.press("q")
            _ = try await TerminalAppTests.waitForExit(terminal, status: 0)
        } catch {
            Issue.record(error)
        }
        await terminal.close()
        await server.stop()
    }

    @Test(arguments: ["en", "ja"])
    func everyCardAndEveryKeyFitsAndAConfirmationGoesWithTheNextAction(language: String) async throws {
        let (terminal, daybook, server) = try await TerminalAppTests().open(
            language: language, arguments: "--city Tokyo", columns: 80, rows: 24
        ) { daybook in
            for title in ["one", "two", "three", "four", "five", "six"] {
                #expect(try await daybook.run("todo", "add", title).status == 0)
            }
            let registered = try await daybook.run("profile", "register", "--name", "Hanako", "--gender", "female")
            #expect(registered.status == 0, "\(registered.stderr)")
        }
        defer { daybook.cleanUp() }
        let english = language == "en"
        do {
            // The dashboard: the profile card's last line is on the screen, above the footer.
            try await terminal.waitFor("Tokyo, JP")
            try await terminal.waitFor(english ? "Registered on:" : "登録日時:")
            try await terminal.waitFor(english ? "Gender:" : "性別:")

            // The Todos tab names every key, / and f included.
            try await terminal.press("3")
            try await terminal.waitFor("[ ] one")
            try await terminal.waitFor(english ? "f filter" : "f 絞り込み")
            try await terminal.waitFor(english ? "/ search" : "/ 検索")
            try await terminal.waitFor(english ? "q quit" : "q 終了")

            // Delete, undo: "Restored". The next action (the filter) takes it away.
            try await terminal.press("d")
            try await terminal.waitFor(english ? "Deleted “one”." : "「one」を削除しました。")
            try await terminal.press("u")
            let restored = english ? "Restored “one”." : "「one」を元に戻しました。"
            try await terminal.waitFor(restored)
            try await terminal.press("f")
            try await terminal.waitFor(english ? "Filter: open" : "絞り込み: 未完了")
            try await terminal.waitFor("the confirmation gone") { screen in !screen.contains { $0.contains(restored) } }
            try await terminal.press("q")
            _ = try await TerminalAppTests.waitForExit(terminal, status: 0)
        } catch {
            Issue.record(error)
        }
        await terminal.close()
        await server.stop()
    }
}
