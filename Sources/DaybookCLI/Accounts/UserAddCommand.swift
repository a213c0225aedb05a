import ArgumentParser
import DaybookPresentation

struct UserAddCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a person, with a password asked on the terminal or read from standard input.",
        discussion: """
            The name is one word of 1 to 32 characters; a name taken in any letter case is \
            refused (status 65). The password has 8 to 256 characters, spaces included.
            """
    )

    @OptionGroup var account: AccountNameArgument

    @Flag(help: "Print the account as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let controller = try await global.makeContainer().makeAccountController()
        // A name the rules refuse, or one taken, is said before a password is asked for.
        try await controller.checkNewName(account.name)
        let password = try UserPassword.read(for: account.name, controller: controller)
        let outcome = try await controller.add(name: account.name, password: password)
        if json { try Console.printJSON(outcome.json) } else { Console.out(outcome.message) }
    }
}
