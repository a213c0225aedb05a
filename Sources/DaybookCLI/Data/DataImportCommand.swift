import ArgumentParser
import DaybookComposition
import DaybookPresentation

struct DataImportCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Restore a JSON archive into the database, all or nothing.",
        discussion: """
            Into an empty database by default. With --replace everything there is deleted first; \
            with --merge ids are kept, and where an id is there already the entry updated later \
            wins (for a profile, the one registered later; on a tie, what is there stays). A \
            damaged, cut-off, newer or otherwise invalid archive is refused with the line of the \
            problem, and nothing is written.
            """
    )

    @Argument(help: "The archive to read, or - for standard input.")
    var file: String

    @OptionGroup var destination: ImportModeOptions
    @OptionGroup var output: DataOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let container = try await global.makeContainer()
        let controller = container.makeArchiveController(for: try await global.person(in: container))
        let progress = ProgressLine("imported")
        defer { progress.clear() }
        let result = try await controller.importArchive(
            from: file == "-" ? .standardStream : .file(path: file), mode: destination.mode,
            progress: progress.update)
        progress.clear()
        try output.report(result)
    }
}
