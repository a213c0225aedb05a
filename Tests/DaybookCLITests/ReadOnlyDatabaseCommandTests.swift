import DaybookTestSupport
import Foundation
import Testing

/// A SQLite database Daybook may read but not change (issue 39): read by another user, in a
/// folder no one may write to, on a read-only file system. Reads work, writes are refused with
/// the usual message, and nothing is left beside the file: no `-wal` or `-shm` of the reader's
/// that would keep its owner from writing later.
@Suite("daybook with a database it may only read, run as a process")
struct ReadOnlyDatabaseCommandTests {
    static let readOnlyMessage =
        "daybook: The database file is read-only, so nothing can be saved to it. Check its permissions and its folder's.\n"

    /// A database with one todo, alone in `folder` (no `-wal` or `-shm` beside it: as copied, or
    /// as a backup makes it), of mode `mode`.
    static func lone(in folder: URL, _ daybook: DaybookProcess, mode: Int) async throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("shared.sqlite").path
        #expect(try await daybook.run("todo", "add", "Buy milk", "--database", path).status == 0)
        for file in [path + "-wal", path + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    static func sideFiles(of path: String) -> [String] {
        ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
    }

    /// Another user reads a read-only database in a folder they may write to: nothing of theirs
    /// is left beside it, and once the file may be written again, writing works.
    @Test func anotherUsersReadLeavesNothingBehind() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let folder = daybook.home.appendingPathComponent("shared")
        let path = try await Self.lone(in: folder, daybook, mode: 0o444)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)

        let listed = try await daybook.runUnprivileged("todo", "list", "--database", path)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("Buy milk"))
        let refused = try await daybook.runUnprivileged("todo", "add", "Call mum", "--database", path)
        #expect(refused.status == 74 && refused.stderr == Self.readOnlyMessage, "\(refused.stderr)")
        #expect(Self.sideFiles(of: path) == [], "the reader made no file beside the database")

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(try await daybook.run("todo", "add", "Call mum", "--database", path).status == 0)
        #expect(try await daybook.run("todo", "list", "--database", path).stdout.contains("Call mum"))
    }

    /// A read-only database in a folder no one may write to can still be listed.
    @Test func aReadOnlyDatabaseInAReadOnlyFolderCanBeListed() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let folder = daybook.home.appendingPathComponent("locked")
        let path = try await Self.lone(in: folder, daybook, mode: 0o444)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }

        let listed = try await daybook.runUnprivileged("todo", "list", "--database", path)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("Buy milk"))
        let refused = try await daybook.runUnprivileged("todo", "add", "Call mum", "--database", path)
        #expect(refused.status == 74 && refused.stderr == Self.readOnlyMessage, "\(refused.stderr)")
    }

    /// On a read-only file system (a read-only bind mount in a mount namespace of the command's
    /// own, where the system allows one), the database is read and a write refused.
    @Test func aDatabaseOnAReadOnlyFileSystemCanBeListed() async throws {
        let daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        let source = daybook.home.appendingPathComponent("disk")
        let mountPoint = daybook.home.appendingPathComponent("mnt")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        _ = try await Self.lone(in: source, daybook, mode: 0o644)
        let launcher = try await Self.readOnlyMount(source, at: mountPoint, daybook)
        let path = mountPoint.appendingPathComponent("shared.sqlite").path

        let listed = try await daybook.run(["todo", "list", "--database", path], launcher: launcher)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("Buy milk"))
        let refused = try await daybook.run(["todo", "add", "Call mum", "--database", path], launcher: launcher)
        #expect(refused.status == 74 && refused.stderr == Self.readOnlyMessage, "\(refused.stderr)")
    }

    /// A launcher that runs the command in a mount namespace of its own where `mountPoint` shows
    /// `source` read-only; the test is skipped, saying why, where the system allows none.
    static func readOnlyMount(_ source: URL, at mountPoint: URL, _ daybook: DaybookProcess) async throws -> [String] {
        let script = "mount --bind \"$1\" \"$2\" && mount -o remount,bind,ro \"$2\" && shift 2 && exec \"$@\""
        let launcher = ["/usr/bin/unshare", "--mount", "--propagation", "private", "/bin/sh", "-c", script, "sh"]
        let probe = try await daybook.run(["--version"], launcher: launcher + [source.path, mountPoint.path])
        guard probe.status == 0 else {
            try Test.cancel("no read-only bind mount here (unshare and mount need CAP_SYS_ADMIN): \(probe.stderr)")
        }
        return launcher + [source.path, mountPoint.path]
    }
}
