import ArgumentParser
import DaybookPresentation

struct TodoRenameCommand: TodoChangeCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give a todo a new title (same rules as a new todo's title)."
    )

    @OptionGroup var target: TodoTarget

    @Argument(help: ArgumentHelp("The new title (several words are joined with spaces).", valueName: "title"))
    var title: [String]

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func change(_ reference: String, with controller: TodoController) async throws
        -> TodoActionViewState
    {
        try await controller.rename(reference, to: title.joined(separator: " "))
    }
}
