import ArgumentParser
import DaybookComposition

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

            Shell completion: daybook --generate-completion-script bash|zsh|fish.

            Exit status: 0 success, 64 bad usage, 65 invalid input, 66 not found, \
            69 a remote service failed, 74 storage failed, 75 the database was busy (try again), \
            130 cancelled.
            """,
        version: DaybookVersion.current,
        subcommands: [
            TodoCommand.self, WeatherCommand.self, PostsCommand.self, ProfileCommand.self, DataCommand.self,
            ServeCommand.self,
        ]
    )
}
