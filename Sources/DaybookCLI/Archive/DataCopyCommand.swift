import ArgumentParser
import DaybookComposition
import DaybookPresentation

struct DataCopyCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract:
            "Copy everyone's data, accounts included, from one database to another: SQLite to PostgreSQL, or back.",
        discussion: """
            Everyone's data moves: every account (with its password's hash and its API tokens, \
            so people sign in and scripts work as before), every person's todos and profile, \
            and the household's. Each side is a SQLite file's path or a postgres:// URL. The \
            source (by default the database the global options name) is exported from one \
            snapshot to a temporary archive, which is imported into the destination in one transaction; then the \
            destination's counts are checked. A destination that holds data is refused unless \
            --replace or --merge says what to do with it. The source is never changed, and \
            never created: a --from file that does not exist is refused, and a source that \
            holds nothing never replaces a destination that holds data.

            A URL with a password is taken from DAYBOOK_COPY_TO and DAYBOOK_COPY_FROM (or the \
            configuration file's copy_to and copy_from), never from --to or --from: every user \
            of the machine can read a command line.
            """
    )

    @Option(
        help: ArgumentHelp(
            "Where to copy from (env: DAYBOOK_COPY_FROM; default: the current database).", valueName: "path-or-url"))
    var from: String?

    @Option(
        help: ArgumentHelp(
            "Where to copy to: a SQLite file's path or a postgres:// URL (env: DAYBOOK_COPY_TO).",
            valueName: "path-or-url"))
    var to: String?

    @OptionGroup var destination: ImportModeOptions
    @OptionGroup var output: DataOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func validate() throws {
        let localize = global.localizer
        for (option, value, variable) in [
            ("--from", from, Self.sourceVariable), ("--to", to, Self.destinationVariable),
        ]
        where value.map(DaybookConfiguration.carriesPassword) == true {
            throw ValidationError(
                localize(CommandLineText.passwordInArgument, ["option": option, "variable": variable]))
        }
        if to?.isEmpty == true { throw ValidationError("--to needs a SQLite file's path or a postgres:// URL.") }
    }

    static let sourceVariable = "DAYBOOK_COPY_FROM"
    static let destinationVariable = "DAYBOOK_COPY_TO"

    /// `variable`'s value from the environment or the configuration file; an empty one is unset.
    static func value(of variable: String, in values: SettingValues) -> String? {
        guard let value = values[variable], !value.isEmpty else { return nil }
        return value
    }

    func run() async throws {
        let values = try global.settingValues()
        guard let to = to ?? Self.value(of: Self.destinationVariable, in: values) else {
            throw ValidationError(global.localizer(CommandLineText.copyNeedsDestination))
        }
        let from = from ?? Self.value(of: Self.sourceVariable, in: values)
        let container = try await global.makeContainer()
        let copy = try await container.makeArchiveCopy(from: from, to: to)
        let exporting = ProgressLine("read from \(copy.sourceName):")
        let importing = ProgressLine("written to \(copy.destinationName):")
        defer {
            exporting.clear()
            importing.clear()
        }
        let result = try await copy.run(
            mode: destination.mode, exporting: exporting.update, importing: importing.update)
        exporting.clear()
        importing.clear()
        try output.report(result)
    }
}
