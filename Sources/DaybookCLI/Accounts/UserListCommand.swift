import ArgumentParser
import DaybookPresentation

struct UserListCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the people of this Daybook, by name.",
        aliases: ["ls"]
    )

    @Flag(help: "Print the accounts as a JSON array of {name, createdAt}.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let (accounts, empty) = try await global.makeContainer().makeAccountController().list()
        if json {
            try Console.printJSON(accounts)
        } else if accounts.isEmpty {
            Console.out(empty)
        } else {
            // One name per line, then when it was added, in a column however wide the names are
            // (a name in Japanese takes two columns a character). Names are one word, so
            // `awk '{print $1}'` takes them.
            let width = accounts.map { TextWidth.columns($0.name) }.max() ?? 0
            for account in accounts {
                Console.out(TextWidth.pad(account.name, to: width) + "  " + Timestamp.text(account.createdAt))
            }
        }
    }
}
