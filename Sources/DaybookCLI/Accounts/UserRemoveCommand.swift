import ArgumentParser
import DaybookPresentation
import Foundation

struct UserRemoveCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a person: their account, todos, profile and API tokens.",
        discussion: """
            What goes is said first; on a terminal, the name is asked again before anything is \
            removed. Elsewhere (a script) nothing is removed without --yes.
            """,
        aliases: ["rm"]
    )

    @OptionGroup var account: AccountNameArgument

    @Flag(name: .shortAndLong, help: "Remove without asking.")
    var yes = false

    @Flag(help: "Print the removed account as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let controller = try await global.makeContainer().makeAccountController()
        let name = try await controller.existingName(account.name)
        if !yes {
            FileHandle.standardError.write(Data((controller.removalWarning(name: name) + "\n").utf8))
            guard isatty(STDIN_FILENO) == 1 else {
                throw Console.failing(
                    with: ErrorViewState(message: controller.text(.removalNeedsYes, name: name), kind: .usage))
            }
            FileHandle.standardError.write(Data(controller.text(.removalConfirm).utf8))
            guard case .password(let typed) = PasswordInput.line(), controller.isSameName(typed, name) else {
                throw Console.failing(with: ErrorViewState(message: controller.text(.removalKept), kind: .cancelled))
            }
        }
        let outcome = try await controller.remove(name: name)
        if json { try Console.printJSON(outcome.json) } else { Console.out(outcome.message) }
    }
}
