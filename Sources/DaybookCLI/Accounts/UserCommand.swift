import ArgumentParser

struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Manage the people of this Daybook: add, list, remove, passwords, API tokens.",
        discussion: """
            Each person has a name (one word of 1 to 32 characters, any script, the same whatever \
            its letter case) and a password (8 to 256 characters). Passwords are asked on the \
            terminal without echo, or read as one line of standard input when it is not a \
            terminal; they are never taken from a flag. Only a bcrypt hash is kept.

            An API token is shown once and kept only as a digest; a script sends it to the web \
            app's API as `Authorization: Bearer TOKEN` (or the name and password with HTTP Basic \
            authentication). Changing a password or removing a person revokes their tokens at once.

            Examples:
              daybook user add hanako
              printf '%s\\n' "$PASSWORD" | daybook user add taro
              daybook user list --json
              daybook user token hanako
              daybook user token hanako --revoke
              daybook user remove taro
            """,
        subcommands: [
            UserAddCommand.self, UserListCommand.self, UserRemoveCommand.self, UserPasswordCommand.self,
            UserTokenCommand.self,
        ]
    )
}
