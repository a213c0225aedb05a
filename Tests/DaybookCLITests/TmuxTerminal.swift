import DaybookTestSupport
import Foundation
import Testing

/// A real terminal emulator (tmux, on a server of its own) running one command: what a user of
/// the full-screen app sees, read back as text, with keys typed and the window resized as a user
/// would. `.ci/run` installs tmux.
final class TmuxTerminal {
    static let program = "/usr/bin/tmux"

    private let folder: URL
    private var socket: String { folder.appendingPathComponent("tmux.sock").path }

    /// Starts `command` (run by `sh`) in a terminal `columns` × `rows`. When the command ends,
    /// the shell prints `exited STATUS` and the terminal's settings (`stty -a`), and waits.
    init(command: String, columns: Int, rows: Int) async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.program),
            "the terminal app's tests need tmux: apt-get install tmux (.ci/run does)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = "\(command); echo \"exited $?\"; stty -a; sleep 600"
        try await tmux("new-session", "-d", "-s", "app", "-x", "\(columns)", "-y", "\(rows)", script)
    }

    /// Ends the terminal and what runs in it.
    func close() async {
        _ = try? await tmux("kill-server")
        try? FileManager.default.removeItem(at: folder)
    }

    /// Presses keys by tmux's names (`Enter`, `Escape`, `Space`, `C-c`, `Down`, or a character).
    func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "app"] + keys)
    }

    /// Types `text` as it is, character by character.
    func type(_ text: String) async throws {
        try await tmux("send-keys", "-t", "app", "-l", text)
    }

    func resize(columns: Int, rows: Int) async throws {
        try await tmux("resize-window", "-t", "app", "-x", "\(columns)", "-y", "\(rows)")
    }

    /// The screen as text, one string per row, trailing spaces removed.
    func screen() async throws -> [String] {
        try await tmux("capture-pane", "-p", "-t", "app").split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Whether the alternate screen (where a full-screen app draws) is on.
    func alternateScreenIsOn() async throws -> Bool {
        try await tmux("display-message", "-p", "-t", "app", "#{alternate_on}").hasPrefix("1")
    }

    /// The process id of the program named `name` that the terminal's shell started (its child),
    /// read from `/proc`: what a test signals as `kill` or a crash would.
    func childProcess(named name: String) async throws -> pid_t {
        let shell = try await tmux("display-message", "-p", "-t", "app", "#{pane_pid}")
        let parent = try #require(pid_t(shell.trimmingCharacters(in: .whitespacesAndNewlines)))
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            // "pid (name) state ppid …": the name may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if String(stat[stat.index(after: open)..<close]) == name, fields.count > 1, pid_t(fields[1]) == parent {
                return pid
            }
        }
        Issue.record("no process named \(name) is a child of the terminal's shell (\(parent))")
        throw NoSuchProcess()
    }

    struct NoSuchProcess: Error {}

    /// Waits until the screen satisfies `condition`, reading it every 50 ms, for at most
    /// `timeout`: not a deadline (the app answers at once), only how long a screen that will never
    /// show it is looked at, longer than any loaded machine takes. Fails the test with the last
    /// screen when it never does.
    @discardableResult
    func waitFor(
        _ description: String, within timeout: Duration = .seconds(FixtureServer.patience),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) async throws -> [String] {
        let end = ContinuousClock.now + timeout
        var last: [String] = []
        while ContinuousClock.now < end {
            last = try await screen()
            if condition(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record(
            "the screen never showed \(description):\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return last
    }

    /// Waits until some row contains `text`.
    @discardableResult
    func waitFor(
        _ text: String, within timeout: Duration = .seconds(FixtureServer.patience),
        sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws -> [String]
    {
        try await waitFor("“\(text)”", within: timeout, sourceLocation: sourceLocation) {
            $0.contains { $0.contains(text) }
        }
    }

    @discardableResult
    private func tmux(_ arguments: String...) async throws -> String {
        try await tmux(arguments)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        let output = folder.appendingPathComponent("out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = try ChildProcess(
            Self.program, ["-S", socket, "-f", "/dev/null"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": folder.path],
            output: .file(output.path), error: .file(output.path + ".err"))
        let status = await process.exited()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: URL(fileURLWithPath: output.path + ".err"), encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: output.path + ".err")
        try #require(status == 0, "tmux \(arguments.joined(separator: " ")): \(error)")
        return text
    }
}
