import ArgumentParser
import DaybookPresentation
import Foundation

struct TodoImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add one todo per line of a text file, after the existing todos.",
        discussion: """
            Blank lines are skipped. Every title is checked before anything is stored, so a bad \
            line (reported with its number) adds nothing. All the todos are added in one \
            transaction: 100,000 lines take well under a second.
            """
    )

    @Argument(help: "A UTF-8 text file, or - to read standard input.")
    var file: String

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let text = try Self.read(file)
        let controller = try await global.makeTodoController()
        try await output.report { () throws(ErrorViewState) in try await controller.importLines(text) }
    }

    /// The file's text; a file that cannot be read ends the command with EX_NOINPUT (66), one
    /// that is not UTF-8 with EX_DATAERR (65).
    private static func read(_ file: String) throws -> String {
        let data: Data
        do {
            data =
                file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(filePath: file))
        } catch {
            Console.error("cannot read \(file): \(error.localizedDescription)")
            throw ExitCode(66)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            Console.error("\(file) is not UTF-8 text")
            throw ExitCode(65)
        }
        return text
    }
}
