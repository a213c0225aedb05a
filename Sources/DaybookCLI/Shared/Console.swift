import ArgumentParser
import DaybookPresentation
import Foundation
import Synchronization

/// Where output goes: results on standard output, messages about failures on standard error.
///
/// Everything goes through ``TerminalText``: no control character from stored or remote data
/// reaches the terminal raw. Renderers make each value visible (so a line break in a title cannot
/// forge a row); these functions catch whatever is left, keeping the output's own line breaks.
enum Console {
    /// Prints a result on standard output.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((TerminalText.visible(text, keepingLineBreaks: true) + "\n").utf8))
    }

    static func error(_ message: String) {
        let safe = TerminalText.visible(message, keepingLineBreaks: true)
        FileHandle.standardError.write(Data("daybook: \(safe)\n".utf8))
    }

    /// Prints `failure`'s message; returns the exit for its kind, for the caller to throw. The
    /// one place a failure becomes what the command line shows: ``DaybookCommand/main()`` calls
    /// it for every ``PresentableError`` a command throws. Under `--json`, the message is one
    /// JSON object instead, `{"error": …, "kind": …}`, so a script reads failures as it reads
    /// results; the exit status is the same.
    @discardableResult
    static func failing(with failure: ErrorViewState) -> ExitCode {
        if failuresAreJSON {
            let bytes = FailureJSON(error: failure.message, kind: failure.kind.rawValue).json()
            FileHandle.standardError.write(Data(TerminalText.escapingControls(inJSON: bytes) + [UInt8(ascii: "\n")]))
        } else {
            error(failure.message)
        }
        return ExitCode(failure.exitStatus)
    }

    /// A failure as JSON: its message and its kind (``ErrorViewState/Kind``, such as `notFound`).
    private struct FailureJSON: JSONWritable {
        let error: String
        let kind: String

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("error")
            writer.value(error)
            writer.key("kind")
            writer.value(kind)
            writer.endObject()
        }
    }

    private static let json = Atomic<Bool>(false)

    /// Whether failures are told as JSON: the command line asked for JSON.
    static var failuresAreJSON: Bool { json.load(ordering: .relaxed) }

    /// Tells failures as JSON from now on (`true`), or as sentences.
    static func reportsFailuresAsJSON(_ asJSON: Bool) {
        json.store(asJSON, ordering: .relaxed)
    }

    /// Whether `arguments` ask for JSON: `--json` before any `--` (after it, a word is a value).
    /// Every command that prints JSON spells its flag so.
    static func asksForJSON(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--json")
    }

    /// Runs slow work with a spinner on a terminal, stopping it before any output or message.
    static func withSpinner<T>(_ message: String, _ body: () async throws -> T) async throws -> T {
        let spinner = Spinner.start(message)
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try await body())
        } catch {
            outcome = .failure(error)
        }
        await spinner.stop()
        return try outcome.get()
    }

    /// Prints a value as Daybook's stable JSON, with the characters a terminal could act on
    /// escaped (``TerminalText/escapingControls(inJSON:)``).
    static func printJSON(_ value: some JSONWritable) throws {
        let bytes = value.json(style: .pretty, capacity: 4096)
        // The bytes as they are: no copy into a `Data` first, nor a longer array for the line
        // break (a list of 10,000 todos is 2 MB).
        try FileHandle.standardOutput.write(contentsOf: TerminalText.escapingControls(inJSON: bytes))
        try FileHandle.standardOutput.write(contentsOf: [UInt8(ascii: "\n")])
    }
}
