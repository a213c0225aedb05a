import ArgumentParser
import DaybookPresentation

struct TodoRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete a todo.")

    @Argument(help: "The todo's id, or a unique prefix of it.")
    var id: String

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let controller = try global.makeTodoController()
        try await output.report { () throws(ErrorViewState) in try await controller.delete(id) }
    }
}
