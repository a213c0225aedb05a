import ArgumentParser
import DaybookPresentation
import Foundation

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

    /// Runs `body`; a failure is printed as its localized message and ends the command with the
    /// exit status for its kind.
    static func reportingFailure<T>(_ body: () async throws(ErrorViewState) -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw failing(with: error)
        }
    }

    /// Prints the failure's localized message; returns the exit for its kind, for the caller to throw.
    static func failing(with error: ErrorViewState) -> ExitCode {
        Self.error(error.message)
        return ExitCode(error.exitStatus)
    }

    /// The same for synchronous work, such as opening the database.
    static func reportingSetupFailure<T>(_ body: () throws(ErrorViewState) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw failing(with: error)
        }
    }

    static func reportingAsyncSetupFailure<T>(_ body: () async throws(ErrorViewState) -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw failing(with: error)
        }
    }

    /// Runs slow work with a spinner on a terminal, stopping it before any output or message.
    static func withSpinner<T>(_ message: String, _ body: () async throws(ErrorViewState) -> T) async throws -> T {
        let spinner = Spinner.start(message)
        let outcome: Result<T, ErrorViewState>
        do {
            outcome = .success(try await body())
        } catch {
            outcome = .failure(error)
        }
        await spinner.stop()
        return try reportingSetupFailure { () throws(ErrorViewState) in try outcome.get() }
    }

    /// Prints a value as Daybook's stable JSON, with the characters a terminal could act on
    /// escaped (``TerminalText/escapingControls(inJSON:)``).
    static func printJSON(_ value: some Encodable) throws {
        let bytes: [UInt8]
        if let writable = value as? any JSONWritable {
            // The same bytes as the encoder's, written directly (see JSONWriter).
            var writer = JSONWriter(style: .pretty, capacity: 4096)
            writable.write(to: &writer)
            bytes = writer.bytes
        } else {
            bytes = Array(try JSONEncoder.daybook.encode(value))
        }
        // The bytes as they are: no copy into a `Data` first, nor a longer array for the line
        // break (a list of 10,000 todos is 2 MB).
        try FileHandle.standardOutput.write(contentsOf: TerminalText.escapingControls(inJSON: bytes))
        try FileHandle.standardOutput.write(contentsOf: [UInt8(ascii: "\n")])
    }
}
