import Foundation
import Testing

@testable import DaybookCLI

/// `todo list` on a terminal fits each row to its width; anywhere else (a file, a pipe, `--json`)
/// every title is printed whole.
@Suite("todo list fits the terminal's width")
struct TodoListWidthTests {
    /// 4 + 248 × 2 = 500 columns: wider than any terminal.
    static let longTitle = "Buy " + String(repeating: "牛", count: 248)

    @Test func toColumnsWhenSet() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("todo", "add", Self.longTitle)
        try await daybook.run("todo", "add", "Short")
        let terminal = try PseudoTerminal(columns: 200)
        let listed = try await daybook.run(["todo", "list"], environment: ["COLUMNS": "80"], terminal: terminal)
        #expect(listed.status == 0)
        let lines = terminal.written().split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        for line in lines { #expect(TextWidth.columns(line) <= 80, "\(line)") }
        let row = try #require(lines.first { $0.contains("Buy") })
        #expect(row.hasSuffix("…"))
        #expect(TextWidth.columns(row) >= 79, "the title takes what is left of the line")
        #expect(lines.contains { $0.hasSuffix("  Short") })
    }

    @Test func toTheTerminalsOwnWidthOtherwise() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("todo", "add", Self.longTitle)
        let terminal = try PseudoTerminal(columns: 60)
        let listed = try await daybook.run(["todo", "list"], terminal: terminal)
        #expect(listed.status == 0)
        let lines = terminal.written().split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines { #expect(TextWidth.columns(line) <= 60, "\(line)") }
        #expect(lines.contains { $0.hasSuffix("…") })
    }

    @Test func wholeWhenNotATerminal() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("todo", "add", Self.longTitle)
        let listed = try await daybook.run(["todo", "list"], environment: ["COLUMNS": "80"])
        #expect(listed.stdout.contains(Self.longTitle))
        let terminal = try PseudoTerminal(columns: 80)
        _ = try await daybook.run(["todo", "list", "--json"], terminal: terminal)
        #expect(terminal.written().contains(Self.longTitle))
    }
}
