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

    /// A file that cannot be read says which file and why, in the user's language: nothing of
    /// Foundation's own wording (`NSCocoaErrorDomain`) reaches the user.
    @Test func aFileThatCannotBeReadNamesItselfAndTheCause() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let nope = daybook.home.appendingPathComponent("nope.txt").path
        let missing = try await daybook.run("todo", "import", nope)
        #expect(missing.status == 66)
        #expect(missing.stderr == "daybook: \(nope) does not exist.\n")
        let missingJapanese = try await daybook.run("todo", "import", nope, "--lang", "ja")
        #expect(missingJapanese.status == 66)
        #expect(missingJapanese.stderr == "daybook: \(nope) がありません。\n")

        let folder = daybook.home.path
        let directory = try await daybook.run("todo", "import", folder)
        #expect(directory.status == 66)
        #expect(directory.stderr == "daybook: \(folder) is a folder, not a file.\n")

        let binary = daybook.home.appendingPathComponent("image.bin")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        let refused = try await daybook.run("todo", "import", binary.path)
        #expect(refused.status == 65)
        #expect(refused.stderr == "daybook: \(binary.path) is not UTF-8 text.\n")
        let japanese = try await daybook.run("todo", "import", binary.path, "--lang", "ja")
        #expect(japanese.status == 65)
        #expect(japanese.stderr == "daybook: \(binary.path) はUTF-8のテキストではありません。\n")

        // Root reads any file: the refusal is seen as another user.
        let secret = daybook.home.appendingPathComponent("secret.txt")
        #expect(
            FileManager.default.createFile(
                atPath: secret.path, contents: Data("Buy milk\n".utf8), attributes: [.posixPermissions: 0o000]))
        let denied = try await daybook.runUnprivileged("todo", "import", secret.path)
        #expect(denied.status == 66)
        #expect(denied.stderr == "daybook: \(secret.path) cannot be read: permission denied.\n")
        for result in [missing, directory, refused, japanese, denied] {
            #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("cannot read "))
        }
    }
}
