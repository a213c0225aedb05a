import ArgumentParser
import DaybookPresentation

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
