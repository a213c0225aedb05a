import DaybookTestSupport
import Foundation
import GRDB
import Testing

/// Whose data a command uses (`--user`, `DAYBOOK_USER`): with no accounts, everyone's, as before
/// there were any; the first account takes what was kept; with one account, that person's; with
/// several, the command must say whose.
@Suite("daybook --user, run as a process")
struct ActingPersonCommandTests {
    static func add(_ daybook: DaybookProcess, _ name: String) async throws {
        let added = try await UserCommandTests.run(daybook, "user", "add", name, input: "a long password\n")
        #expect(added.status == 0, "\(added.stderr)")
    }

    @Test func eachCommandActsForOnePersonAndSaysWhomWhenItCannotTell() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        #expect(try await daybook.run("todo", "add", "Kept before accounts").status == 0)

        // The first account takes what was kept; alone, it is whom every command acts for.
        try await Self.add(daybook, "Hanako")
        #expect(try await daybook.run("todo", "list").stdout.contains("Kept before accounts"))

        try await Self.add(daybook, "Taro")
        let unnamed = try await daybook.run("todo", "list")
        #expect(unnamed.status == 64)
        #expect(
            unnamed.stderr
                == "daybook: Several people have accounts here (Hanako, Taro): say whose data to use with --user NAME "
                + "or DAYBOOK_USER.\n")
        let japanese = try await daybook.run("todo", "list", "--lang", "ja")
        #expect(japanese.status == 64 && japanese.stderr.contains("（Hanako、Taro）"))

        let his = try await daybook.run("todo", "list", "--user", "taro")
        #expect(his.status == 0 && !his.stdout.contains("Kept before accounts"))
        #expect(try await daybook.run("todo", "add", "Taro alone", "--user", "Taro").status == 0)
        let hers = try await daybook.run("todo", "list", environment: ["DAYBOOK_USER": "ＨＡＮＡＫＯ"])
        #expect(hers.status == 0 && hers.stdout.contains("Kept before accounts") && !hers.stdout.contains("Taro alone"))
        let nobody = try await daybook.run("todo", "list", "--user", "Jiro")
        #expect(nobody.status == 66, "\(nobody.stderr)")

        // An export is one person's.
        let file = daybook.home.appendingPathComponent("taro.json").path
        #expect(try await daybook.run("data", "export", file, "--user", "Taro").status == 0)
        let archive = try String(contentsOfFile: file, encoding: .utf8)
        #expect(archive.contains("Taro alone") && !archive.contains("Kept before accounts"))

        // Removing Taro takes his todos with him: none is left in the database.
        #expect(try await daybook.run("user", "remove", "Taro", "--yes").status == 0)
        #expect(try await daybook.run("todo", "list").stdout.contains("Kept before accounts"), "Hanako alone again")
        let titles = try await DatabaseQueue(path: daybook.defaultDatabase.path).read { db in
            try String.fetchAll(db, sql: "SELECT title FROM todo")
        }
        #expect(titles == ["Kept before accounts"])
    }

    /// `--all` is the operator's: everyone's archive carries the accounts, so people can sign in to
    /// the database it is imported into (or copied to) with the passwords and tokens they had.
    @Test func everyonesArchiveAndACopyCarryTheAccounts() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await Self.add(daybook, "Hanako")
        try await Self.add(daybook, "Taro")
        #expect(try await daybook.run("todo", "add", "Hers", "--user", "Hanako").status == 0)
        #expect(try await daybook.run("todo", "add", "彼の", "--user", "Taro").status == 0)

        // Written over a file anyone could read: the archive is its owner's alone all the same.
        let file = daybook.home.appendingPathComponent("everyone.json").path
        #expect(
            FileManager.default.createFile(
                atPath: file, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        let exported = try await daybook.run("data", "export", "--all", file)
        #expect(exported.stdout == "Exported 2 accounts, 2 todos and 0 profiles to \(file).\n", "\(exported.stderr)")
        var status = stat()
        #expect(stat(file, &status) == 0 && status.st_mode & 0o777 == 0o600)
        let both = try await daybook.run("data", "export", "--all", "--user", "Taro")
        #expect(both.status == 64 && both.stderr.contains("--all is everyone's data and --user one person's"))

        let other = daybook.home.appendingPathComponent("other.sqlite").path
        let asOne = try await daybook.run("data", "import", file, "--database", other, "--lang", "ja")
        #expect(asOne.status == 64 && asOne.stderr.contains("`daybook data import --all`"), "\(asOne.stderr)")
        let imported = try await daybook.run("data", "import", "--all", file, "--database", other, "--json")
        #expect(imported.status == 0, "\(imported.stderr)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        #expect(result["accounts"] as? Int == 2 && result["todos"] as? Int == 2)
        #expect(result["stored"] as? [String: Int] == ["accounts": 2, "todos": 2, "profiles": 0])
        #expect(try await daybook.run("user", "list", "--database", other).stdout.contains("Taro"))
        let his = try await daybook.run("todo", "list", "--user", "Taro", "--database", other)
        #expect(his.stdout.contains("彼の") && !his.stdout.contains("Hers"))
        let hashes = { (path: String) in
            try await DatabaseQueue(path: path).read { db in
                try String.fetchAll(db, sql: "SELECT passwordHash FROM account ORDER BY name")
            }
        }
        #expect(try await hashes(other) == (try await hashes(daybook.defaultDatabase.path)), "the passwords came too")

        // A person's archive is not everyone's.
        let hers = daybook.home.appendingPathComponent("hers.json").path
        #expect(try await daybook.run("data", "export", hers, "--user", "Hanako").status == 0)
        let notAll = try await daybook.run("data", "import", "--all", hers, "--database", other, "--replace")
        #expect(notAll.status == 64 && notAll.stderr.contains("one person's todos and profile"))

        // A copy moves the accounts too.
        let copied = daybook.home.appendingPathComponent("copied.sqlite").path
        let copy = try await daybook.run("data", "copy", "--to", copied)
        #expect(copy.stdout.hasPrefix("Copied 2 accounts, 2 todos and 0 profiles to "), "\(copy.stderr)")
        #expect(try await daybook.run("todo", "list", "--user", "hanako", "--database", copied).stdout.contains("Hers"))
        let again = try await daybook.run("data", "copy", "--to", copied, "--merge")
        #expect(
            again.stdout.hasPrefix(
                "Copied 0 todos and 0 profiles to \(copied), kept what was there for 2 accounts, 2 todos and 0 profiles"
            ),
            "\(again.stderr)")
    }
}
