import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation

/// `daybook app` (and `daybook` alone on a terminal): the full-screen terminal app.
struct AppCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Open the full-screen app: the dashboard, weather, todos, posts and your profile, live.",
        discussion: """
            The guides' four apps and a dashboard, in tabs. What the todo list shows follows every change, \
            whoever made it: another terminal's daybook todo, the web app, another server on the \
            same PostgreSQL database. `daybook` alone opens it when run on a terminal.

            Keys: Tab / Shift-Tab or 1-5 switch tabs; ↑↓ or j/k move; Enter opens; Esc goes back; \
            / searches as you type; on Todos a adds, Space completes, e renames, d deletes and u \
            undoes; r refreshes; q quits. Colours follow NO_COLOR.

            Examples:
              daybook app
              daybook app --city Tokyo --lang ja
            """
    )

    @Option(help: "The city the weather tab and the dashboard's weather card open on.")
    var city: String?

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            Console.error(global.localizer(AppText.notATerminal))
            throw ExitCode(EX_USAGE)
        }
        let container = try await global.makeContainer()
        try await Self.open(container: container, city: city ?? "", for: try await global.person(in: container))
    }

    /// Makes every tab over `container` (``TerminalTabs/all``), takes the terminal, and runs until
    /// the user quits. The terminal is given back however it ends.
    @MainActor
    static func open(container: AppContainer, city: String, for person: Person) async throws {
        let router = AppRouter()
        let localizer = container.localizer
        // Unusable weather or posts settings end the app here, before it takes the terminal.
        let tabs = try TerminalTabs.make(
            in: TerminalTabContext(container: container, person: person, city: city, router: router))
        let session: TerminalSession
        do {
            session = try TerminalSession(modes: TerminalModes(mouse: true))
        } catch {
            Console.error(localizer(AppText.notATerminal))
            throw ExitCode(EX_USAGE)
        }
        defer { session.restore() }
        let app = TerminalApp(
            tabs: tabs, localizer: localizer,
            usesColor: FrameRenderer(environment: ProcessInfo.processInfo.environment).usesColor,
            size: { session.size }, output: { session.write($0) })
        router.app = app
        await app.run(events: session.events)
    }
}
