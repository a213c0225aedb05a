import ArgumentParser
import DaybookPresentation

struct TodoDoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark a todo completed.")

    @Argument(help: "The todo's id, or a unique prefix of it.")
    var id: String

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let controller = try global.makeTodoController()
        try await output.report { () throws(ErrorViewState) in try await controller.setCompleted(id, true) }
    }
}
