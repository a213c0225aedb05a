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
}
