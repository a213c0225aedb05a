import DaybookTestSupport
import Foundation
import Testing

/// One person's archive handed to another person with `daybook data import --user` (issue 39):
/// the receiver gets the todos, whoever holds their ids, and nothing is deleted that is not
/// replaced with something.
@Suite("daybook data import --user, run as a process")
struct PersonArchiveCommandTests {
    /// Sorted titles of `name`'s todos, as `todo list --json` gives them.
    static func titles(_ daybook: DaybookProcess, of name: String) async throws -> [String] {
        let listed = try await daybook.run("todo", "list", "--user", name, "--json")
        #expect(listed.status == 0, "\(listed.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let todos = try #require(list["todos"] as? [[String: Any]])
        return todos.compactMap { $0["title"] as? String }.sorted()
    }

    @Test func alicesArchiveGoesToCarlAndToBobInEveryMode() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        for name in ["Alice", "Bob", "Carl"] { try await ActingPersonCommandTests.add(daybook, name) }
        for title in ["Alice 1", "Alice 2"] {
            #expect(try await daybook.run("todo", "add", title, "--user", "alice").status == 0)
        }
        #expect(try await daybook.run("todo", "add", "Bob own", "--user", "bob").status == 0)
        let file = daybook.home.appendingPathComponent("a.json").path
        #expect(try await daybook.run("data", "export", file, "--user", "alice").status == 0)

        // Into Carl's empty data: he gets both, under new ids, since Alice holds theirs.
        let intoCarl = try await daybook.run("data", "import", file, "--user", "carl")
        #expect(intoCarl.status == 0, "\(intoCarl.stderr)")
        #expect(intoCarl.stdout.contains("Imported 2 todos"), "\(intoCarl.stdout)")
        #expect(try await Self.titles(daybook, of: "carl") == ["Alice 1", "Alice 2"])

        // Into Bob's, plain: refused, naming whose data holds what.
        let refused = try await daybook.run("data", "import", file, "--user", "bob")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("Bob's data already holds 1 todo"), "\(refused.stderr)")

        // Merged into Bob's: his own stays, hers come in; merged again, nothing doubles.
        let merged = try await daybook.run("data", "import", file, "--user", "bob", "--merge")
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(try await Self.titles(daybook, of: "bob") == ["Alice 1", "Alice 2", "Bob own"])
        #expect(try await daybook.run("data", "import", file, "--user", "bob", "--merge").status == 0)
        #expect(try await Self.titles(daybook, of: "bob") == ["Alice 1", "Alice 2", "Bob own"])

        // Replacing Bob's: he holds exactly the archive's.
        let replaced = try await daybook.run("data", "import", file, "--user", "bob", "--replace", "--json")
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try await Self.titles(daybook, of: "bob") == ["Alice 1", "Alice 2"])

        // Alice's and Carl's are as they were.
        #expect(try await Self.titles(daybook, of: "alice") == ["Alice 1", "Alice 2"])
        #expect(try await Self.titles(daybook, of: "carl") == ["Alice 1", "Alice 2"])
    }
}
