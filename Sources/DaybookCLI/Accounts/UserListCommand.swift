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
        let controller = try await global.makeContainer().makeAccountController()
        let (accounts, empty) = try await controller.list()
        if json {
            try Console.printJSON(accounts)
        } else if accounts.isEmpty {
            Console.out(empty)
        } else {
            // A heading, as `todo list` has; then one name per line and when it was added, in
            // this machine's time zone (the JSON has it in UTC), in a column however wide the
            // names are (a name in Japanese takes two columns a character). Names are one word,
            // so `awk 'NR > 1 {print $1}'` takes them.
            let heading = (controller.text(.columnName), controller.text(.columnAdded))
            let width = accounts.map { TextWidth.columns($0.name) }.reduce(TextWidth.columns(heading.0), max)
            Console.out(TextWidth.pad(heading.0, to: width) + "  " + heading.1)
            for account in accounts {
                Console.out(TextWidth.pad(account.name, to: width) + "  " + LocalTime.text(account.createdAt))
            }
        }
    }
}
