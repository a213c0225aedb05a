import ArgumentParser
import DaybookPresentation
import Foundation

/// `--json`, and how a data command reports its result: the sentence, or the JSON.
struct DataOutputOptions: ParsableArguments {
    @Flag(help: "Print the result as JSON.")
    var json = false

    /// Prints `result`. When the archive itself went to standard output, the sentence goes to
    /// standard error so the archive stays clean.
    func report(_ result: ArchiveResultViewState, archiveOnStandardOutput: Bool = false) throws {
        if json && !archiveOnStandardOutput {
            try Console.printJSON(result.json)
        } else if archiveOnStandardOutput {
            FileHandle.standardError.write(Data((TerminalText.visible(result.message) + "\n").utf8))
        } else {
            Console.out(result.message)
        }
    }
}
