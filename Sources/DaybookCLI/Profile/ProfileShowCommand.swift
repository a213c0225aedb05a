import ArgumentParser
import DaybookPresentation

struct ProfileShowCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show the registered profile, or say that there is none."
    )

    @Flag(help: "Print the profile as JSON (`registered` is false when there is none).")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let container = try await global.makeContainer()
        let view = ProfileResponseView()
        let person = try await global.person(in: container)
        await container.makeProfileController(person: person, view: view).load()
        guard let status = await view.status else { return }
        if case .failed(let failure) = status { throw Console.failing(with: failure) }
        if json, let profile = status.json {
            try Console.printJSON(profile)
        } else {
            Console.out(ProfileRenderer().render(status))
        }
    }
}
