import ArgumentParser
import DaybookPresentation

struct UserTokenCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Issue an API token for a person (shown once), or revoke all of theirs.",
        discussion: """
            The token is printed alone on the last line of standard output, so a script can take \
            it with `tail -n 1`; only its SHA-256 digest is kept. A person may hold several.
            """
    )

    @OptionGroup var account: AccountNameArgument

    @Flag(help: "Revoke every API token of the person instead.")
    var revoke = false

    @Flag(help: "Print the account (and the new token) as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let controller = try await global.makeContainer().makeAccountController()
        let outcome =
            revoke
            ? try await controller.revokeTokens(name: account.name)
            : try await controller.issueToken(name: account.name)
        if json {
            try Console.printJSON(outcome.json)
            return
        }
        Console.out(outcome.message)
        if let token = outcome.token { Console.out(token) }
    }
}
