import Foundation
import Testing

@Suite("daybook failures: a message on stderr, a telling status, nothing changed")
struct CommandFailureTests {
    @Test(
        "bad input is refused with a message and status",
        arguments: [
            (["todo", "add", "   "], Int32(65), "daybook: The title must not be empty.\n"),
            (
                ["todo", "add", String(repeating: "x", count: 501)], 65,
                "daybook: The title must be at most 500 characters.\n"
            ),
            (["todo", "done", "ffffffff"], 66, "daybook: No todo has the id “ffffffff”.\n"),
            (["todo", "rm", "xyz!"], 65, "daybook: The todo id is not in a valid form.\n"),
            (["todo", "rename", "ab", "title"], 65, "daybook: The todo id must be at least 4 characters.\n"),
        ])
    func badInput(arguments: [String], status: Int32, message: String) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("todo", "add", "Keep me")
        let before = try await daybook.run("todo", "list", "--json").stdout

        let failed = try await daybook.run(arguments)
        #expect(failed.status == status)
        #expect(failed.stderr == message)
        #expect(failed.stdout.isEmpty)
        #expect(try await daybook.run("todo", "list", "--json").stdout == before, "a failed command changed the data")
    }

    @Test func anUnreadableDatabaseIsReportedAndLeftAlone() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = daybook.home.appendingPathComponent("notes.txt")
        let contents = Data("These are my notes.\n".utf8)
        try contents.write(to: path)

        let failed = try await daybook.run("todo", "add", "x", "--database", path.path)
        #expect(failed.status == 74)
        #expect(
            failed.stderr == "daybook: The database file could not be read: it is damaged or not a Daybook database.\n")
        #expect(try Data(contentsOf: path) == contents)
    }

    @Test func verboseLogsTheCauseToStandardError() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = daybook.home.appendingPathComponent("notes.txt")
        try Data("not a database".utf8).write(to: path)
        let failed = try await daybook.run("todo", "list", "--database", path.path, "--verbose")
        #expect(failed.status == 74)
        #expect(failed.stderr.contains("storage failure"))
        #expect(failed.stderr.contains("opening database"))
        #expect(failed.stdout.isEmpty)
    }

    @Test(
        "messages follow --lang, then DAYBOOK_LANG, then the locale",
        arguments: [
            (["--lang", "ja"], [:], "daybook: タイトルを入力してください。\n"),
            ([], ["LANG": "ja_JP.UTF-8"], "daybook: タイトルを入力してください。\n"),
            ([], ["LANG": "ja_JP.UTF-8", "LC_ALL": "en_US.UTF-8"], "daybook: The title must not be empty.\n"),
            ([], ["LANG": "en_US.UTF-8", "DAYBOOK_LANG": "ja"], "daybook: タイトルを入力してください。\n"),
            (["--lang", "en"], ["LANG": "ja_JP.UTF-8"], "daybook: The title must not be empty.\n"),
        ])
    func language(flags: [String], environment: [String: String], message: String) async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let failed = try await daybook.run(["todo", "add", " "] + flags, environment: environment)
        #expect(failed.stderr == message)
    }

    @Test func usageErrorsExit64() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        #expect(try await daybook.run("todo", "frobnicate").status == 64)
        #expect(try await daybook.run("todo", "move", "abcd", "high").status == 64)
        #expect(try await daybook.run("todo", "list", "--lang", "fr").status == 64)
        #expect(try await daybook.run("todo", "list", "--database", "").status == 64)
    }

    @Test func helpExplainsEachCommand() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let root = try await daybook.run("--help")
        #expect(root.status == 0)
        #expect(root.stdout.contains("todo") && root.stdout.contains("Exit status"))
        let todo = try await daybook.run("todo", "--help")
        for command in ["add", "list", "done", "reopen", "rename", "move", "rm", "clear-completed"] {
            #expect(todo.stdout.contains(command), "todo --help does not mention \(command)")
        }
        let add = try await daybook.run("todo", "add", "--help")
        #expect(add.stdout.contains("500 characters") && add.stdout.contains("--database"))
    }
}
