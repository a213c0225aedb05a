import ArgumentParser
import DaybookComposition
import DaybookPresentation

struct DataImportCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Restore a JSON archive into your data, or with --all everyone's, all or nothing.",
        discussion: """
            Without --all, a person's archive (version 1 or 2) goes into the data of the person \
            the command acts for (--user), whoever exported it: their todos and their profile. \
            With --all, everyone's archive (written by `data export --all`) goes into the whole \
            database: its accounts, with their passwords and tokens, and everyone's data.

            Into empty data by default. With --replace what there is is deleted first (with \
            --all: every account and everyone's data), and if any entry of the archive could \
            not then be stored, nothing is changed; with --merge ids are kept, and where an \
            id is there already the entry updated later wins (for a profile, the one registered \
            later; on a tie, what is there stays); an account already there (the same id, or \
            else the same name) stays as it is, its password too, and the archive's todos and \
            profile for it become its own. A todo whose id someone else here holds comes in \
            under a new id, the same at every import of that archive for that person, and the \
            result counts them. A damaged, cut-off, newer or otherwise invalid \
            archive, or one of the other kind, is refused with the line of the problem, and \
            nothing is written.
            """
    )

    @Flag(name: .customLong("all"), help: "Everyone's archive, accounts included (for the operator).")
    var everyone = false

    @Argument(help: "The archive to read, or - for standard input.")
    var file: String

    @OptionGroup var destination: ImportModeOptions
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
        let progress = ProgressLine("imported")
        defer { progress.clear() }
        let result = try await controller.importArchive(
            from: file == "-" ? .standardStream : .file(path: file), mode: destination.mode,
            progress: progress.update)
        progress.clear()
        try output.report(result)
    }
}
