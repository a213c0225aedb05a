import ArgumentParser

/// The person a `daybook user` command is about.
struct AccountNameArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The person's name (letter case does not matter).", valueName: "name"))
    var name: String
}
