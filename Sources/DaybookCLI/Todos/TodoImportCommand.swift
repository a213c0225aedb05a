import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation

struct TodoImportCommand: AsyncParsableCommand, GlobalOptionsCommand {
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
        // Read before the database is opened: a file that cannot be read changes nothing.
        let configuration = try global.configuration()
        let text = try AppContainer.readTodoFile(file)
        let container = try await global.makeContainer(configuration: configuration, lifetime: .command)
        let controller = container.makeTodoController(for: try await global.person(in: container))
        try output.report(try await controller.importLines(text))
    }
}
