import ArgumentParser
import DaybookPresentation

struct PostsListCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List posts with their authors, 20 a page (the default for `daybook posts`).",
        discussion: """
            Each post takes two lines: its id, title and author, then its body. On a terminal, a \
            body too long for its line is cut to fit it, ending in "…" (the width is COLUMNS when \
            set, else the terminal's). Written to a file or a pipe, every body is whole; --json \
            gives each post's body with its line breaks.
            """
    )

    @Option(help: "Which page to show, from 1.")
    var page = 1

    @Option(help: "Show only posts whose title or body contains this text (ignores case and width).")
    var search = ""

    @Flag(help: "Ask the service even when a fresh feed is cached.")
    var refresh = false

    @Flag(help: "Print the page as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let (controller, localizer) = try await global.makePostController()
        let lookup = try await Console.withSpinner(localizer(PostText.loading)) {
            try await controller.list(page: page, search: search, refresh: refresh)
        }
        try Console.show(lookup, asJSON: json)
    }
}
