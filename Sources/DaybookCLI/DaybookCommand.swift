import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation

@main
struct DaybookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daybook",
        abstract: "Daybook: todos, the weather, posts and your profile, from one Clean Architecture core.",
        discussion: """
            Data is kept in a SQLite database, by default under $XDG_DATA_HOME/daybook \
            (~/.local/share/daybook), or in the PostgreSQL database DAYBOOK_DATABASE_URL names. \
            Messages are in English or Japanese, from --lang, DAYBOOK_LANG, LC_ALL, LC_MESSAGES or \
            LANG.

            Run alone on a terminal, daybook opens the full-screen app (daybook app); anywhere else \
            it prints this help.

            Shell completion: daybook --generate-completion-script bash|zsh|fish.

            Exit status: 0 success, 64 bad usage, 65 invalid input, 66 not found, \
            69 a remote service failed or serve's address is taken, 73 an output file cannot be \
            made, 74 storage failed, 75 the database was busy (try again), 77 the data became an \
            account's (name the person with --user), 130 cancelled. With --json, a failure is one \
            JSON object on standard error, {"error": MESSAGE, "kind": KIND}, with the same status.

            Examples:
              daybook todo add "Buy milk"
              daybook todo list --open
              daybook weather Tokyo --lang ja
              daybook posts --page 2
              daybook profile register --name Hanako --gender female
              daybook serve --port 8080
              daybook app
            """,
        version: DaybookVersion.current,
        subcommands: [
            TodoCommand.self, WeatherCommand.self, PostsCommand.self, ProfileCommand.self, DataCommand.self,
            UserCommand.self, ServeCommand.self, AppCommand.self,
        ]
    )

    /// Words people type as a command for what a command of these does with an option, by the
    /// command of commands they are typed to: `daybook todo search` → `list --search`.
    static let pointers: [ObjectIdentifier: [String: String]] = [
        ObjectIdentifier(TodoCommand.self): TodoCommand.pointers
    ]

    /// ArgumentParser's `main`, with every message told as Daybook tells its own: prefixed
    /// `daybook:` (the parser's say `Error:`), and a refused command line in the user's language
    /// (see ``UsageFailure``).
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // On a terminal, `daybook` alone is the app; piped or redirected, it is the help as before.
        if arguments.isEmpty, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 { arguments = ["app"] }
        // A script that asked for JSON gets its failures as JSON too, refused command lines included.
        Console.reportsFailuresAsJSON(Console.asksForJSON(arguments))
        var command: any ParsableCommand
        do {
            command = try await asyncParseAsRoot(arguments)
        } catch {
            // Help, the version and completion scripts come this way too, with status 0.
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            let failure = UsageFailure(
                arguments: arguments, root: self, environment: ProcessInfo.processInfo.environment)
            let text = message(for: error)
            if Console.failuresAreJSON {
                Console.failing(with: ErrorViewState(message: failure.message(parserMessage: text), kind: .usage))
            } else {
                FileHandle.standardError.write(Data(failure.report(parserMessage: text).utf8))
            }
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as any PresentableError {
            // The one place a failure becomes what the command line shows: its message in the
            // command's language, and the exit status for its kind.
            let localizer =
                (command as? any GlobalOptionsCommand)?.global.localizer ?? (try? GlobalOptions.parse([]))?.localizer
                ?? Localizer(language: .english)
            Foundation.exit(Console.failing(with: failure.present(localizer)).rawValue)
        } catch {
            // `daybook todo` alone shows its help, with status 0.
            if exitCode(for: error) == .success { exit(withError: error) }
            // A command that said what went wrong throws only its exit status; anything else is
            // unexpected, and still gets the prefix.
            let text = message(for: error)
            let status = exitCode(for: error)
            if !text.isEmpty {
                Console.failing(
                    with: ErrorViewState(message: text, kind: status == .validationFailure ? .usage : .storage))
            }
            Foundation.exit(status.rawValue)
        }
    }
}
