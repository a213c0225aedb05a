import Testing

@testable import DaybookCLI

/// The command a mistyped word most likely meant, as git and cargo suggest it.
@Suite("Suggesting the nearest command")
struct CommandSuggestionTests {
    static let todo = ["add", "import", "list", "ls", "done", "reopen", "rename", "move", "rm", "clear-completed"]
    static let root = ["todo", "weather", "posts", "profile", "data", "serve", "help"]

    @Test(
        arguments: [
            ("ad", todo, "add"), ("lsit", todo, "list"), ("mvoe", todo, "move"), ("rmove", todo, "move"),
            ("renmae", todo, "rename"), ("clear", todo, "clear-completed"), ("ADD", todo, "add"),
            ("todoo", root, "todo"), ("sevre", root, "serve"), ("wether", root, "weather"), ("post", root, "posts"),
        ])
    func aCloseWordGetsItsCommand(typed: String, commands: [String], expected: String) {
        #expect(CommandSuggestion.nearest(to: typed, among: commands) == expected)
    }

    @Test(arguments: ["frobnicate", "x", "zz", "", "delete-everything", "1234"])
    func aFarWordGetsNone(typed: String) {
        #expect(CommandSuggestion.nearest(to: typed, among: Self.todo) == nil)
    }

    @Test(arguments: [("kitten", "sitting", 3), ("ab", "ba", 1), ("", "abc", 3), ("same", "same", 0), ("ca", "abc", 3)])
    func distance(from: String, to: String, expected: Int) {
        #expect(CommandSuggestion.distance(from, to) == expected)
    }
}
