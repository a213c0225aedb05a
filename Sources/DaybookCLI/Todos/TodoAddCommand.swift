import ArgumentParser
import DaybookPresentation

struct TodoAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a todo.",
        discussion: "The title is trimmed; it must not be empty and may have up to 500 characters."
    )

    @Argument(help: "What there is to do.")
    var title: String

    @Option(help: "Position in the list (lower comes first). Default: after every other todo.")
    var order: Int?

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let controller = try await global.makeTodoController()
        try await output.report { () throws(ErrorViewState) in try await controller.add(title: title, order: order) }
    }
}
