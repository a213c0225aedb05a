import ArgumentParser
import DaybookPresentation

/// `--json`, and how a change's outcome is printed.
struct TodoOutputOptions: ParsableArguments {
    @Flag(help: "Print the result as JSON instead of a message.")
    var json = false

    /// Prints a change's outcome: the confirmation, or the todo (or count) as JSON.
    func report(_ outcome: TodoActionViewState) throws {
        guard json else {
            // One line: a title quoted in it shows its line breaks as stand-ins, not as new lines.
            Console.out(TerminalText.visible(outcome.message))
            return
        }
        if let todo = outcome.todo {
            try Console.printJSON(TodoJSON(todo))
        } else {
            try Console.printJSON(TodoCountJSON(count: outcome.count ?? 0))
        }
    }
}
