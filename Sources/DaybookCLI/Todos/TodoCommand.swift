import ArgumentParser

struct TodoCommand: AsyncParsableCommand {
    /// Words people type as a command for what another does (``DaybookCommand/pointers``): `list`
    /// with an option, or `reopen` by its old, hidden name (a slip of it is pointed to the new one).
    static let pointers = ["search": "list --search", "find": "list --search", "undo": "reopen"]

    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "Add, list, complete, rename, reorder and delete todos.",
        discussion: """
            A todo is named by its id or by any unique prefix of it of at least 4 characters, \
            as `daybook todo list` shows it.

            Examples:
              daybook todo add "Buy milk"
              daybook todo add "Call mum" --order -1
              daybook todo list --open --search milk
              daybook todo done 3f2a
              daybook todo move 3f2a 5
              daybook todo import todos.txt
            """,
        subcommands: [
            TodoAddCommand.self, TodoImportCommand.self, TodoListCommand.self, TodoDoneCommand.self,
            TodoReopenCommand.self, TodoUndoCommand.self,
            TodoRenameCommand.self, TodoMoveCommand.self, TodoRemoveCommand.self, TodoClearCompletedCommand.self,
        ]
    )
}
