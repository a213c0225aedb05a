import ArgumentParser
import DaybookPresentation

struct TodoMoveCommand: TodoChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Change a todo's order number; the list is sorted by it, lowest first.",
        discussion: """
            Todos with the same order number are listed oldest first. For a negative number, put \
            the options first and `--` before the id: `daybook todo move --json -- 3f2a -1`.
            """
    )

    @OptionGroup var target: TodoTarget

    @Argument(help: "The new order number.")
    var order: Int

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup var global: GlobalOptions

    func change(_ reference: String, with controller: TodoController) async throws(ErrorViewState)
        -> TodoActionViewState
    {
        try await controller.move(reference, to: order)
    }
}
