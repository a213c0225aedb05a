import ArgumentParser
import DaybookPresentation

struct TodoMoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Change a todo's order number; the list is sorted by it, lowest first.",
        discussion: "Todos with the same order number are listed oldest first."
    )

    @Argument(help: "The todo's id, or a unique prefix of it.")
    var id: String

    @Argument(help: "The new order number.")
    var order: Int

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let controller = try global.makeTodoController()
        try await output.report { () throws(ErrorViewState) in try await controller.move(id, to: order) }
    }
}
