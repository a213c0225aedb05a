import ArgumentParser
import DaybookPresentation

struct TodoListCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List todos as a table, or as JSON with --json.",
        discussion: """
            On a terminal, titles too long for a line are cut to fit it, ending in "…" (the \
            width is COLUMNS when set, else the terminal's). Written to a file or a pipe, or with \
            --json, every title is whole.
            """,
        aliases: ["ls"]
    )

    /// Optional rather than defaulting to `.all`: the help would print "(default: --all)" beside
    /// `--all`, whose own line already says it shows every todo.
    @Flag(help: "Which todos to show (default: all).")
    var filter: ListFilter?

    @Option(help: "Show only todos whose title contains this text (ignores case, accents and width).")
    var search: String = ""

    @Flag(help: "Print {\"todos\": [...], \"counts\": {...}} as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let container = try await global.makeContainer()
        let controller = container.makeTodoController(for: try await global.person(in: container))
        let state = try await controller.list(filter: (filter ?? .all).todoFilter, query: search)
        if json {
            try Console.printJSON(TodoListJSON(state))
        } else {
            let renderer = TodoTableRenderer(localizer: container.localizer, width: TerminalWidth.ofStandardOutput())
            Console.out(renderer.render(state))
        }
    }
}
