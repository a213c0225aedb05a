import DaybookComposition
import Foundation
import Testing

/// The tests that need a user other than root (root may write to any file, whatever its
/// permissions) run the binary as `nobody`. A clone in a private folder (`mktemp -d`, a home
/// folder of mode 0700) hides the built binary from `nobody`: the harness must still run it.
@Suite("Running daybook as another user")
struct UnprivilegedRunTests {
    @Test func aBinaryInAPrivateFolderStillRuns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        let copy = folder.appendingPathComponent("daybook")
        try await DaybookProcess.copyExecutable(try DaybookProcess.binary(), to: copy)

        var daybook = DaybookProcess()
        defer { daybook.cleanUp() }
        daybook.executable = copy
        let result = try await daybook.runUnprivileged("--version")
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == DaybookVersion.current + "\n")
    }
}
