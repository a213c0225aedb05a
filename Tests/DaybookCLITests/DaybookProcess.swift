import DaybookTestSupport
import Foundation
import Testing

/// Runs the built `daybook` binary as a separate process, as a user or a script would.
struct DaybookProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// A fresh HOME for each test, so the default database path is exercised and isolated.
    let home: URL
    var environment: [String: String]
    /// The binary to run; by default the one SwiftPM built (``binary()``).
    var executable: URL?

    init(environment extra: [String: String] = [:]) {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // Only what a clean login would have: nothing of the developer's own locale or data. A
        // fixture server may answer late on a loaded machine (see FixtureServer.patience).
        environment = [
            "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
            "DAYBOOK_HTTP_TIMEOUT": "\(Int(FixtureServer.patience))",
        ].merging(extra) { $1 }
    }

    var defaultDatabase: URL { home.appendingPathComponent(".local/share/daybook/daybook.sqlite") }

    func cleanUp() {
        try? FileManager.default.removeItem(at: home)
    }

    @discardableResult
    func run(_ arguments: String..., environment extra: [String: String] = [:]) async throws -> Result {
        try await run(arguments, environment: extra)
    }

    /// Runs the binary as an unprivileged user when the tests run as root (root may write to any
    /// file, whatever its permissions), else as the current user.
    ///
    /// `nobody` must be able to reach the binary, and the clone may lie in a folder only root may
    /// enter (`mktemp -d`, a home folder of mode 0700): it runs a copy in a folder of its own
    /// that everyone may enter. When there is no such folder (or `home` is out of `nobody`'s
    /// reach), the test is skipped, saying why.
    func runUnprivileged(_ arguments: String...) async throws -> Result {
        guard geteuid() == 0 else { return try await run(arguments) }
        guard Self.isReachableByOthers(home) else {
            try Test.cancel(
                "\(home.path) is not reachable by the user nobody: set TMPDIR to a folder everyone may enter")
        }
        let original = try executable ?? Self.binary()
        guard let folder = Self.sharedScratchFolder() else {
            try Test.cancel("no folder that the user nobody may enter to run a copy of \(original.path) from")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var reachable = self
        reachable.executable = folder.appendingPathComponent("daybook")
        try await Self.place(original, at: folder.appendingPathComponent("daybook"))
        return try await reachable.run(arguments, launcher: ["/usr/sbin/runuser", "-u", "nobody", "--"])
    }

    /// Links (or copies, across file systems) `binary` to `destination`, runnable by everyone.
    private static func place(_ binary: URL, at destination: URL) async throws {
        if link(binary.path, destination.path) != 0 {
            try await copyExecutable(binary, to: destination)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination.path)
    }

    /// Copies the program `binary` to `destination` with `cp`, a process of its own: the copy is
    /// never open for writing in the test process. If it were, a child another test spawns at that
    /// moment would hold that descriptor until it runs its own program, and running the copy then
    /// fails with "Text file busy" (ETXTBSY), as it did on a loaded machine.
    static func copyExecutable(_ binary: URL, to destination: URL) async throws {
        let copy = try ChildProcess("/bin/cp", [binary.path, destination.path], environment: [:])
        let status = await copy.exited()
        try #require(status == 0, "cp \(binary.path) \(destination.path) ended with \(String(describing: status))")
    }

    /// A new folder of mode 0755 under the first of the temporary folders that everyone may
    /// enter; `nil` when there is none.
    private static func sharedScratchFolder() -> URL? {
        let candidates = [
            FileManager.default.temporaryDirectory, URL(fileURLWithPath: "/tmp"), URL(fileURLWithPath: "/var/tmp"),
        ]
        for parent in candidates where isReachableByOthers(parent) {
            let folder = parent.appendingPathComponent("daybook-unprivileged-\(UUID().uuidString)")
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)) != nil
            else { continue }
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            return folder
        }
        return nil
    }

    /// Whether a user other than the owner may enter `folder`: it and every folder above it let
    /// others search them (`o+x`).
    static func isReachableByOthers(_ folder: URL) -> Bool {
        var path = folder.resolvingSymlinksInPath().standardizedFileURL.path
        while true {
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IXOTH != 0 else { return false }
            if path == "/" { return true }
            path = (path as NSString).deletingLastPathComponent
        }
    }

    /// Runs the binary in `home` (so a relative path a test gives stays inside it), with
    /// `standardInput` (a file) as its standard input, or none.
    ///
    /// `terminal`: a pseudo-terminal to give the command as its standard output instead of a file
    /// (what it writes there is read from the terminal; `stdout` is then empty).
    ///
    /// `hangGuard`: for a test about a hang, how long before a process that never ends is killed
    /// (it then fails the test, rather than holding the whole run). Not a timing: a run that
    /// works ends at once.
    @discardableResult
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], launcher: [String] = [],
        standardInput: URL? = nil, terminal: PseudoTerminal? = nil, hangGuard: Duration? = nil
    ) async throws -> Result {
        let binary = try executable ?? Self.binary()
        // Files, not pipes: a pipe that fills up would block the child before it exits.
        let out = home.appendingPathComponent("out-\(UUID().uuidString)")
        let err = home.appendingPathComponent("err-\(UUID().uuidString)")
        try #require(FileManager.default.createFile(atPath: out.path, contents: nil))
        try #require(FileManager.default.createFile(atPath: err.path, contents: nil))
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        // With a launcher (runuser), the launcher runs the binary.
        let program: String = launcher.first ?? binary.path
        let programArguments: [String] = launcher.isEmpty ? arguments : launcher.dropFirst() + [binary.path] + arguments
        let process = try ChildProcess(
            program, programArguments,
            environment: environment.merging(extra) { $1 }, directory: home.path,
            input: standardInput.map { .file($0.path) } ?? .null,
            output: .descriptor(terminal?.follower.fileDescriptor ?? outHandle.fileDescriptor),
            error: .descriptor(errHandle.fileDescriptor))
        let guardTask = hangGuard.map { limit in
            Task {
                try await Task.sleep(for: limit)
                guard process.isRunning else { return }
                Issue.record("daybook \(arguments.joined(separator: " ")) still ran after \(limit): killed")
                process.send(SIGKILL)
            }
        }
        defer { guardTask?.cancel() }
        // Waits without blocking a thread of the shared pool; a cancelled test ends the child.
        guard let status = await process.exited() else {
            process.send(SIGKILL)
            throw CancellationError()
        }
        try outHandle.close()
        try errHandle.close()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        return Result(
            status: status,
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8)
        )
    }

    /// The `daybook` executable SwiftPM built next to this test bundle.
    static func binary() throws -> URL {
        let candidates = [
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("daybook") }
        return try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "no daybook binary next to the tests; looked at \(candidates.map(\.path))"
        )
    }
}
