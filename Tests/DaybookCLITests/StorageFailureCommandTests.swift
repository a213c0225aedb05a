import Foundation
import GRDB
import Testing

@Suite("daybook with a database it may not change, run as a process")
struct StorageFailureCommandTests {
    @Test func aReadOnlyDatabaseCanBeListedButNotChangedAndSaysWhy() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let path = daybook.home.appendingPathComponent("shared.sqlite").path
        #expect(try await daybook.run("todo", "add", "Buy milk", "--database", path).status == 0)
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let listed = try await daybook.runUnprivileged("todo", "list", "--database", path)
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("Buy milk"))

        let added = try await daybook.runUnprivileged("todo", "add", "Call mum", "--database", path)
        #expect(added.status == 74)
        #expect(
            added.stderr
                == "daybook: The database file is read-only, so nothing can be saved to it. Check its permissions and its folder's.\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftByteForByte() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        // A SQLite file another program made: not in WAL mode, with its own table.
        let path = daybook.home.appendingPathComponent("contacts.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try await queue.write { try $0.execute(sql: "CREATE TABLE contacts (name TEXT)") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let listed = try await daybook.run("todo", "list", "--database", path)
        #expect(listed.status == 74)
        #expect(listed.stderr.contains("not a Daybook database"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
