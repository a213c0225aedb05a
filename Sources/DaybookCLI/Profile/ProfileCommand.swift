import ArgumentParser

struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Register your profile (a name and a gender) and show it.",
        discussion: """
            One profile is kept per person, the same on the web, in the terminal app and here: the \
            household's without accounts, else that of --user NAME. Registering again replaces it; \
            a registration that fails leaves the saved profile as it was.

            Examples:
              daybook profile register --name Hanako --gender female
              daybook profile show --json
            """,
        subcommands: [ProfileRegisterCommand.self, ProfileShowCommand.self]
    )
}
