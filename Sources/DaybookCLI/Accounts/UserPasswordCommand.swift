import ArgumentParser
import DaybookPresentation

struct UserPasswordCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract: "Set a person's password; their API tokens are revoked at once.",
        discussion: """
            The new password is asked twice on the terminal, or read as one line of standard \
            input. 8 to 256 characters.
            """
    )

    @OptionGroup var account: AccountNameArgument

    @Flag(help: "Print the account as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let controller = try await global.makeContainer().makeAccountController()
        // The account is looked up first, so a typo in the name is said before a password is asked.
        let name = try await controller.existingName(account.name)
        let password = try UserPassword.read(for: name, controller: controller)
        let outcome = try await controller.changePassword(name: name, password: password)
        if json { try Console.printJSON(outcome.json) } else { Console.out(outcome.message) }
    }
}
