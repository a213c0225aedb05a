import ArgumentParser
import DaybookPresentation

/// The todo a command acts on.
struct TodoTarget: ParsableArguments {
    @Argument(help: "The todo's id, or a unique prefix of it (at least 4 characters) as `todo list` shows.")
    var id: String
}
