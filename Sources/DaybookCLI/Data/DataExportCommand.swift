import ArgumentParser
import DaybookComposition
import DaybookPresentation

struct DataExportCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every todo and profile to one JSON archive.",
        discussion: """
            Reads one snapshot of the database, so the archive is the data as it was at one moment \
            even while a server writes. Streams: memory stays flat however long the list. A file \
            is written beside its name and renamed into place when complete.
            """
    )

    @Argument(help: "The archive to write, or - (the default) for standard output.")
    var file: String = "-"

    @OptionGroup var output: DataOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let container = try await global.makeContainer()
        let controller = container.makeArchiveController(for: try await global.person(in: container))
        let toStandardOutput = file == "-"
        let progress = ProgressLine("exported")
        defer { progress.clear() }
        let result = try await controller.export(
            to: toStandardOutput ? .standardStream : .file(path: file), progress: progress.update)
        progress.clear()
        try output.report(result, archiveOnStandardOutput: toStandardOutput)
    }
}
