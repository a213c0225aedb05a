import ArgumentParser

struct TodoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "Add, list, complete, rename, reorder and delete todos.",
        discussion: """
            A todo is named by its id or by any unique prefix of it of at least 4 characters, \
            as `daybook todo list` shows it.
            """,
        subcommands: [
            TodoAddCommand.self, TodoImportCommand.self, TodoListCommand.self, TodoDoneCommand.self,
            TodoUndoCommand.self,
            TodoRenameCommand.self, TodoMoveCommand.self, TodoRemoveCommand.self, TodoClearCompletedCommand.self,
        ]
    )
}
