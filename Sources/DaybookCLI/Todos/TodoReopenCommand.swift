import ArgumentParser
import DaybookPresentation

/// `daybook todo reopen`: a completed todo open again. (It was `undo`, which in Daybook is the
/// screens' undo of a delete or a clear; ``TodoUndoCommand`` keeps the old name working.)
struct TodoReopenCommand: TodoChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "reopen", abstract: "Mark a completed todo open again.")

    @OptionGroup var target: TodoTarget
    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func change(_ reference: String, with controller: TodoController) async throws
        -> TodoActionViewState
    {
        try await controller.setCompleted(reference, false)
    }
}
