import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Logging

struct DataBackupCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the SQLite database to a new file, consistently, even while a server writes.",
        discussion: """
            Uses SQLite's online backup: the copy is the whole database as it was at one moment, \
            and writers carry on meanwhile. An existing file is not overwritten. For PostgreSQL \
            use pg_dump (or `daybook data export`); this command then exits with status 64.
            """
    )

    @Argument(help: "The new file to write.")
    var file: String

    @OptionGroup var output: DataOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let configuration = try global.configuration()
        // PostgreSQL's backup is pg_dump's job; saying so needs no connection, so an unreachable
        // server still gets that answer (and status 64) rather than a connection error.
        let container =
            configuration.postgres == nil
            ? try await global.makeContainer(configuration: configuration, lifetime: .command)
            : try AppContainer(configuration: configuration, logger: Logger(label: "daybook"))
        // The whole database is copied, every person's data in it: it is no one's in particular.
        let controller = container.makeArchiveController(for: .household)
        let result = try await Console.withSpinner("Backing up…") { try await controller.backup(to: file) }
        try output.report(result)
    }
}
