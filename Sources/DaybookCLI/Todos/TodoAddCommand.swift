import ArgumentParser
import DaybookPresentation

struct TodoAddCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a todo.",
        discussion: """
            The title is trimmed; it must not be empty and may have up to 500 characters. Its words \
            may be given as they are, without quotes: `daybook todo add Buy milk` adds "Buy milk" \
            (quote a title whose spacing or characters the shell would change).
            """
    )

    @Argument(help: ArgumentHelp("What there is to do (several words are joined with spaces).", valueName: "title"))
    var title: [String]

    /// `.unconditional`: the value after `--order` is the order even when it starts with a dash,
    /// so `--order -3` is minus three, not a missing value and an unknown option.
    @Option(
        parsing: .unconditional,
        help: "Position in the list (lower comes first; may be negative). Default: after every other todo.")
    var order: Int?

    @OptionGroup var output: TodoOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let controller = try await global.makeTodoController()
        try output.report(try await controller.add(title: title.joined(separator: " "), order: order))
    }
}
