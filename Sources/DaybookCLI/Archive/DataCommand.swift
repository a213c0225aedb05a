import ArgumentParser

struct DataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "data",
        abstract: "Take everything you own out, put it back, back it up, or move it to another database.",
        discussion: """
            An archive is one JSON document holding every todo and every profile (see "Your \
            data" in docs/Manual.md for its format). Caches are not in it: they are fetched again.
            """,
        subcommands: [DataExportCommand.self, DataImportCommand.self, DataCopyCommand.self, DataBackupCommand.self]
    )
}
