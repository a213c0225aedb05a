import ArgumentParser
import DaybookPresentation

struct TodoRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give a todo a new title (same rules as a new todo's title)."
    )

    @Argument(help: "The todo's id, or a unique prefix of it.")
    var id: String

    @Argument(help: "The new title.")
    var title: String

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let controller = try global.makeTodoController()
        try await output.report { () throws(ErrorViewState) in try await controller.rename(id, to: title) }
    }
}
