import ArgumentParser
import DaybookPresentation

struct TodoUndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: "Mark a completed todo open again.")

    @Argument(help: "The todo's id, or a unique prefix of it.")
    var id: String

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let controller = try global.makeTodoController()
        try await output.report { () throws(ErrorViewState) in try await controller.setCompleted(id, false) }
    }
}
