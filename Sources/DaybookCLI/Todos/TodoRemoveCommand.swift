import ArgumentParser
import DaybookPresentation

struct TodoRemoveCommand: TodoChangeCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete a todo.")

    @OptionGroup var target: TodoTarget
    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func change(_ reference: String, with controller: TodoController) async throws
        -> TodoActionViewState
    {
        try await controller.delete(reference)
    }
}
