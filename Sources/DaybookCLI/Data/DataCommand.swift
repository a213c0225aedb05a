import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation

struct DataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "data",
        abstract: "Take everything you own out, put it back, back it up, or move it to another database.",
        discussion: """
            An archive is one JSON document holding every todo and every profile (see "Your \
            data" in the README for its format). Caches are not in it: they are fetched again.
            """,
        subcommands: [DataExportCommand.self, DataImportCommand.self, DataCopyCommand.self, DataBackupCommand.self]
    )
}

/// `--json`, and how a data command reports its result: the sentence, or the JSON.
struct DataOutputOptions: ParsableArguments {
    @Flag(help: "Print the result as JSON.")
    var json = false

    /// Prints `result`. When the archive itself went to standard output, the sentence goes to
    /// standard error so the archive stays clean.
    func report(_ result: ArchiveResultViewState, archiveOnStandardOutput: Bool = false) throws {
        if json && !archiveOnStandardOutput {
            try Console.printJSON(result.json)
        } else if archiveOnStandardOutput {
            FileHandle.standardError.write(Data((TerminalText.visible(result.message) + "\n").utf8))
        } else {
            Console.out(result.message)
        }
    }
}

/// What to do with a destination that holds data: refuse (the default), replace it, or merge.
struct ImportModeOptions: ParsableArguments {
    @Flag(help: "Replace everything in the destination.")
    var replace = false

    @Flag(help: "Merge into what the destination holds: where an id is there already, the entry updated later wins.")
    var merge = false

    func validate() throws {
        if replace && merge { throw ValidationError("--replace and --merge exclude each other: give one.") }
    }

    var mode: ArchiveImportMode { replace ? .replace : merge ? .merge : .intoEmpty }
}

/// Entries so far, on one line of standard error, only when that is a terminal.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let lock = NSLock()
    private var shown = false

    init(_ label: String) {
        self.label = label
    }

    var update: @Sendable (Int) -> Void {
        guard isatty(STDERR_FILENO) == 1 else { return { _ in } }
        return { [self] count in
            lock.withLock {
                shown = true
                FileHandle.standardError.write(Data("\r\u{1B}[K\(label) \(count.formatted())…".utf8))
            }
        }
    }

    func clear() {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            shown = false
        }
    }
}

struct DataExportCommand: AsyncParsableCommand {
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
        let controller = container.makeArchiveController()
        let toStandardOutput = file == "-"
        let progress = ProgressLine("exported")
        let result = try await Console.reportingFailure { () async throws(ErrorViewState) in
            defer { progress.clear() }
            return try await controller.export(
                to: toStandardOutput ? .standardStream : .file(path: file), progress: progress.update)
        }
        try output.report(result, archiveOnStandardOutput: toStandardOutput)
    }
}

struct DataImportCommand: AsyncParsableCommand {
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
        let controller = container.makeArchiveController()
        let progress = ProgressLine("imported")
        let result = try await Console.reportingFailure { () async throws(ErrorViewState) in
            defer { progress.clear() }
            return try await controller.importArchive(
                from: file == "-" ? .standardStream : .file(path: file),
                mode: destination.mode,
                progress: progress.update)
        }
        try output.report(result)
    }
}

struct DataCopyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy everything from one database to another: SQLite to PostgreSQL, or back.",
        discussion: """
            Each side is a SQLite file's path or a postgres:// URL. The source (by default the \
            database the global options name) is exported from one snapshot to a temporary \
            archive, which is imported into the destination in one transaction; then the \
            destination's counts are checked. A destination that holds data is refused unless \
            --replace or --merge says what to do with it. The source is never changed, and \
            never created: a --from file that does not exist is refused, and a source that \
            holds nothing never replaces a destination that holds data.
            """
    )

    @Option(help: ArgumentHelp("Where to copy from (default: the current database).", valueName: "path-or-url"))
    var from: String?

    @Option(
        help: ArgumentHelp("Where to copy to: a SQLite file's path or a postgres:// URL.", valueName: "path-or-url"))
    var to: String

    @OptionGroup var destination: ImportModeOptions
    @OptionGroup var output: DataOutputOptions
    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func validate() throws {
        if to.isEmpty { throw ValidationError("--to needs a SQLite file's path or a postgres:// URL.") }
    }

    func run() async throws {
        let container = try await global.makeContainer()
        let copy = try await Console.reportingAsyncSetupFailure { () async throws(ErrorViewState) in
            try await container.makeArchiveCopy(from: from, to: to)
        }
        let exporting = ProgressLine("read from \(copy.sourceName):")
        let importing = ProgressLine("written to \(copy.destinationName):")
        let result = try await Console.reportingFailure { () async throws(ErrorViewState) in
            defer {
                exporting.clear()
                importing.clear()
            }
            return try await copy.run(
                mode: destination.mode, exporting: exporting.update,
                importing: importing.update)
        }
        try output.report(result)
    }
}

struct DataBackupCommand: AsyncParsableCommand {
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
            ? try await global.makeContainer(configuration: configuration, runsStorage: true)
            : try Console.reportingSetupFailure { () throws(ErrorViewState) in
                try AppContainer(configuration: configuration)
            }
        let controller = container.makeArchiveController()
        let result = try await Console.withSpinner("Backing up…") { () async throws(ErrorViewState) in
            try await controller.backup(to: file)
        }
        try output.report(result)
    }
}
