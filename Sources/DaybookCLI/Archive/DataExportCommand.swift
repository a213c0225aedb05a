import ArgumentParser
import DaybookComposition
import DaybookPresentation

struct DataExportCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your todos and profile, or with --all everyone's, to one JSON archive.",
        discussion: """
            Reads one snapshot of the database, so the archive is the data as it was at one moment \
            even while a server writes. Streams: memory stays flat however long the list. A file \
            is written beside its name and renamed into place when complete.

            Without --all the archive holds the todos and profile of the person the command acts \
            for (--user). With --all it holds everyone's: every account (its name, its password's \
            hash and its API tokens' digests, never a password or a token), every person's todos \
            and profile, and the household's. A file it writes is made readable by its owner \
            only: keep it as you keep the database. The format (version 1 for a person, 2 for everyone) is described in docs/Manual.md.
            """
    )

    @Flag(name: .customLong("all"), help: "Everyone's data, accounts included (for the operator).")
    var everyone = false

    @Argument(help: "The archive to write, or - (the default) for standard output.")
    var file: String = "-"

    @OptionGroup var output: DataOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func validate() throws {
        if everyone && global.user != nil { throw ValidationError(global.localizer(CommandLineText.everyoneOrUser)) }
    }

    func run() async throws {
        let container = try await global.makeContainer()
        let controller =
            everyone
            ? container.makeEveryonesArchiveController()
            : container.makeArchiveController(for: try await global.person(in: container))
        let toStandardOutput = file == "-"
        let progress = ProgressLine("exported")
        defer { progress.clear() }
        let result = try await controller.export(
            to: toStandardOutput ? .standardStream : .file(path: file), progress: progress.update)
        progress.clear()
        try output.report(result, archiveOnStandardOutput: toStandardOutput)
    }
}
