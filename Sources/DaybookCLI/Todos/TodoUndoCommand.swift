import ArgumentParser

/// `daybook todo undo`, the old name of `reopen`, kept so that no script breaks: hidden from the
/// help, it says on standard error that it is now `reopen`, then does what `reopen` does, with
/// the same arguments, output and exit status.
struct TodoUndoCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "The old name of reopen.", shouldDisplay: false)

    @OptionGroup var reopen: TodoReopenCommand

    var global: GlobalOptions { reopen.global }

    func run() async throws {
        Console.error(global.localizer(CommandLineText.renamedCommand, ["old": "todo undo", "new": "todo reopen"]))
        try await reopen.run()
    }
}
