import Foundation
import Testing

@Suite("daybook todo import, run as a process")
struct TodoImportCommandTests {
    @Test func aFileIsImportedAfterTheExistingTodos() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("todo", "add", "Already here")
        let file = daybook.home.appendingPathComponent("todos.txt")
        try Data("Buy milk\n\nCall mum\n  Write the report  \n".utf8).write(to: file)

        let imported = try await daybook.run("todo", "import", file.path, "--json")
        #expect(imported.status == 0)
        let count = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Int]
        #expect(count == ["count": 3])
        let listed = try await daybook.run("todo", "list", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let todos = try #require(json["todos"] as? [[String: Any]])
        #expect(todos.map { $0["title"] as? String } == ["Already here", "Buy milk", "Call mum", "Write the report"])
        #expect(todos.map { $0["order"] as? Int } == [1, 2, 3, 4])
    }

    @Test func aBadLineIsReportedByNumberAndNothingIsAdded() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        try await daybook.run("todo", "add", "Already here")
        let before = try await daybook.run("todo", "list", "--json").stdout
        let file = daybook.home.appendingPathComponent("todos.txt")
        try Data("fine\n\n\(String(repeating: "x", count: 501))\nalso fine\n".utf8).write(to: file)

        let failed = try await daybook.run("todo", "import", file.path, "--lang", "ja")
        #expect(failed.status == 65)
        #expect(failed.stderr == "daybook: 3行目：タイトルは500文字以内で入力してください。何も追加していません。\n")
        #expect(try await daybook.run("todo", "list", "--json").stdout == before)
    }

    @Test func aMissingFileOrBinaryDataIsRefused() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let missing = try await daybook.run("todo", "import", daybook.home.appendingPathComponent("nope.txt").path)
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("daybook: cannot read "))
        let binary = daybook.home.appendingPathComponent("image.bin")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        let refused = try await daybook.run("todo", "import", binary.path)
        #expect(refused.status == 65)
        #expect(refused.stderr == "daybook: \(binary.path) is not UTF-8 text\n")
    }
}
