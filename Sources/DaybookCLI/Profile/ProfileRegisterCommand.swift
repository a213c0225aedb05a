import ArgumentParser
import DaybookPresentation

struct ProfileRegisterCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "Register your name and gender.",
        discussion: """
            The name is trimmed and must have 2 to 10 characters, counted as you see them (an \
            emoji is one). Both options are needed; a missing or invalid one is explained in \
            your language and exits with status 65.
            """
    )

    @Option(help: ArgumentHelp("Your name, 2 to 10 characters.", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("Your gender.", valueName: "gender"))
    var gender: GenderArgument?

    @Flag(help: "Print the saved profile as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let container = try await global.makeContainer()
        let view = ProfileResponseView()
        // Missing options go to the use case as empty input, so the user gets the domain's own
        // localized message rather than a parser error.
        let person = try await global.person(in: container)
        await container.makeProfileController(person: person, view: view).register(
            name: name ?? "", genderCode: gender?.code)
        guard let alert = await view.alert else { return }
        if let failure = alert.failure { throw Console.failing(with: failure) }
        if json, let profile = await view.status?.json {
            try Console.printJSON(profile)
        } else {
            Console.out(alert.text)
            if let status = await view.status { Console.out(ProfileRenderer().render(status)) }
        }
    }
}
