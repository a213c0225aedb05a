import DaybookTestSupport
import Foundation
import Testing

/// `daybook app` in tmux at the size of a default terminal, 80×24: the Weather tab's field and
/// its inline "no match yet".
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
}
