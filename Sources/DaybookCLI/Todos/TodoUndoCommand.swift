import ArgumentParser
import DaybookPresentation

struct TodoUndoCommand: TodoChangeCommand {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: "Mark a completed todo open again.")

    @OptionGroup var target: TodoTarget
    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func change(_ reference: String, with controller: TodoController) async throws
        -> TodoActionViewState
    {
        try await controller.setCompleted(reference, false)
    }
}
