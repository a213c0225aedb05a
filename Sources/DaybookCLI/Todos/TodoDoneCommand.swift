import ArgumentParser
import DaybookPresentation

struct TodoDoneCommand: TodoChangeCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Mark a todo completed.")

    @OptionGroup var target: TodoTarget
    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func change(_ reference: String, with controller: TodoController) async throws
        -> TodoActionViewState
    {
        try await controller.setCompleted(reference, true)
    }
}
