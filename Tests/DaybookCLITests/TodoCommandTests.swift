import Foundation
import GRDB
import Testing

@Suite("daybook todo, run as a process")
struct TodoCommandTests {
    @Test func addThenListWithNothingConfigured() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let added = try await daybook.run("todo", "add", "Buy milk")
        #expect(added.status == 0)
        #expect(added.stdout.hasPrefix("Added “Buy milk” ("))
        #expect(added.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: daybook.defaultDatabase.path))

        let listed = try await daybook.run("todo", "list")
        #expect(listed.status == 0)
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["ID", "Done", "Order", "Title"])
        #expect(lines.contains { $0.hasSuffix("  [ ]       1  Buy milk") })
        #expect(lines.last == "Total 1 · open 1 · done 0")
    }

    @Test func listJSONHasAStableShape() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("todo", "add", "Buy milk")
        try await daybook.run("todo", "add", "Call mum", "--order", "0")
        let listed = try await daybook.run("todo", "list", "--json")
        #expect(listed.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["todos", "counts"])
        let counts = try #require(json["counts"] as? [String: Int])
        #expect(counts == ["total": 2, "open": 2, "done": 0])
        let todos = try #require(json["todos"] as? [[String: Any]])
        #expect(todos.map { $0["title"] as? String } == ["Call mum", "Buy milk"])
        let first = try #require(todos.first)
        #expect(Set(first.keys) == ["id", "title", "completed", "order", "createdAt", "updatedAt"])
        #expect(first["completed"] as? Bool == false)
        #expect(first["order"] as? Int == 0)
        #expect((first["id"] as? String).flatMap(UUID.init(uuidString:)) != nil)
        #expect((first["createdAt"] as? String)?.hasSuffix("Z") == true)
    }

    @Test func everyChangeByIDPrefix() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let id = try await daybook.addJSON("Buy milk")
        let other = try await daybook.addJSON("Call mum")
        let prefix = String(id.prefix(6))

        #expect(try await daybook.run("todo", "done", prefix).stdout == "Completed “Buy milk”.\n")
        #expect(try await daybook.list("--done") == ["Buy milk"])
        #expect(try await daybook.list("--open") == ["Call mum"])
        #expect(try await daybook.run("todo", "reopen", prefix).stdout == "Reopened “Buy milk”.\n")
        #expect(try await daybook.run("todo", "rename", id, "Buy oat milk").status == 0)
        #expect(try await daybook.run("todo", "move", id, "5").stdout == "Moved “Buy oat milk” to order 5.\n")
        #expect(try await daybook.list() == ["Call mum", "Buy oat milk"])
        #expect(try await daybook.list("--search", "OAT") == ["Buy oat milk"])
        #expect(try await daybook.run("todo", "done", other).status == 0)
        #expect(try await daybook.run("todo", "clear-completed").stdout == "Cleared 1 completed todo.\n")
        #expect(try await daybook.run("todo", "rm", prefix).stdout == "Deleted “Buy oat milk”.\n")
        #expect(try await daybook.run("todo", "list").stdout == "No todos yet.\n")
    }

    /// Asking for what is there already changes nothing, and says so: the list's revision (what
    /// every kept page is checked against) stays, in either language.
    @Test func aChangeToWhatIsThereAlreadySaysSoAndWritesNothing() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let id = try await daybook.addJSON("Buy milk")
        #expect(try await daybook.run("todo", "done", id).stdout == "Completed “Buy milk”.\n")
        let revision = try await DatabaseQueue(path: daybook.defaultDatabase.path).read { db in
            try Int64.fetchOne(db, sql: "SELECT revision FROM todo_counts WHERE owner = ''")
        }
        #expect(try await daybook.run("todo", "done", id).stdout == "“Buy milk” is already done.\n")
        #expect(try await daybook.run("todo", "done", id, "--lang", "ja").stdout == "「Buy milk」はすでに完了しています。\n")
        #expect(try await daybook.run("todo", "reopen", id).stdout == "Reopened “Buy milk”.\n")
        let reopened = try await DatabaseQueue(path: daybook.defaultDatabase.path).read { db in
            try Int64.fetchOne(db, sql: "SELECT revision FROM todo_counts WHERE owner = ''")
        }
        #expect(try await daybook.run("todo", "reopen", id).stdout == "“Buy milk” is already open.\n")
        #expect(try await daybook.run("todo", "reopen", id, "--lang", "ja").stdout == "「Buy milk」はすでに未完了です。\n")
        #expect(
            try await daybook.run("todo", "rename", id, " Buy milk ").stdout == "“Buy milk” already has that title.\n")
        #expect(
            try await daybook.run("todo", "rename", id, "Buy milk", "--lang", "ja").stdout
                == "「Buy milk」はすでにそのタイトルです。\n")
        let after = try await DatabaseQueue(path: daybook.defaultDatabase.path).read { db in
            try Int64.fetchOne(db, sql: "SELECT revision FROM todo_counts WHERE owner = ''")
        }
        #expect(revision != nil && reopened != revision && after == reopened, "only the one change moved the revision")
    }

    /// `todo undo`, the old name of `reopen`, still reopens a todo as it did, and says on standard
    /// error that it is now `reopen`; the help names `reopen` only. (Undo is the screens' undo of
    /// a delete or a clear.)
    @Test func undoIsTheOldNameOfReopenAndSaysSo() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let id = try await daybook.addJSON("Buy milk")
        #expect(try await daybook.run("todo", "done", id).status == 0)
        let undone = try await daybook.run("todo", "undo", String(id.prefix(6)))
        #expect(undone.status == 0)
        #expect(undone.stdout == "Reopened “Buy milk”.\n")
        #expect(undone.stderr == "daybook: “todo undo” is now “todo reopen”; the old name still works.\n")
        #expect(try await daybook.list("--open") == ["Buy milk"])
        let japanese = try await daybook.run("todo", "undo", id, "--lang", "ja")
        #expect(japanese.status == 0 && japanese.stdout == "「Buy milk」はすでに未完了です。\n")
        #expect(japanese.stderr == "daybook: 「todo undo」は「todo reopen」になりました。古い名前も引き続き使えます。\n")
        let help = try await daybook.run("todo", "--help")
        #expect(help.stdout.contains("reopen") && !help.stdout.contains("undo"), "\(help.stdout)")
    }

    @Test func severalProcessesAddingAtOnceLoseNothing() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for process in 1...6 {
                group.addTask {
                    for number in 1...4 {
                        let result = try await daybook.run("todo", "add", "p\(process) n\(number)")
                        #expect(result.status == 0, "\(result.stderr)")
                    }
                }
            }
            try await group.waitForAll()
        }
        let titles = try await daybook.list()
        #expect(titles.count == 24)
        #expect(Set(titles).count == 24)
    }
}

extension DaybookProcess {
    /// Adds a todo and returns its full id from the JSON output.
    func addJSON(_ title: String) async throws -> String {
        let result = try await run("todo", "add", title, "--json")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(json?["id"] as? String, "\(result.stderr)")
    }

    /// The titles `todo list --json` shows, with extra arguments.
    func list(_ arguments: String...) async throws -> [String] {
        let result = try await run(["todo", "list", "--json"] + arguments)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let todos = try #require(json?["todos"] as? [[String: Any]], "\(result.stderr)")
        return todos.compactMap { $0["title"] as? String }
    }
}
