import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation

/// A command line the parser refused, told like every other failure: prefixed `daybook:`, in
/// the user's language, with the nearest command for a mistyped one, then the usage.
///
/// The parser's own messages are English, and its errors are not public types, so the common
/// ones are recognised by their wording (swift-argument-parser is pinned to an exact version, and
/// `UsageErrorTests` fails if an update changes it); any other is shown as the parser wrote it.
struct UsageFailure {
    /// The commands named on the line, from the root: `daybook todo`.
    let commands: [any ParsableCommand.Type]
    /// The word that should have been a subcommand of the last of `commands`, if any.
    let unknownCommand: String?
    let localizer: Localizer

    init(arguments: [String], root: any ParsableCommand.Type, environment: [String: String]) {
        localizer = Localizer(language: Self.language(arguments: arguments, environment: environment))
        var commands = [root]
        var unknown: String?
        for word in arguments {
            guard let current = commands.last else { break }
            // Commands come first; the first option, or the terminator, ends them (and goes to the
            // default subcommand, if there is one: `daybook posts --page 2`).
            guard !word.hasPrefix("-") else {
                if let implied = current.configuration.defaultSubcommand { commands.append(implied) }
                break
            }
            let subcommands = current.configuration.subcommands
            guard !subcommands.isEmpty else { break }
            if let match = subcommands.first(where: {
                $0._commandName == word || $0.configuration.aliases.contains(word)
            }) {
                commands.append(match)
            } else if commands.count == 1 && word == "help" {
                break  // the parser's own `daybook help COMMAND`
            } else {
                unknown = word
                break
            }
        }
        self.commands = commands
        unknownCommand = unknown
    }

    /// `--lang` when the line gives a usable one, else the environment's language: the
    /// language every other message of this command would have been in.
    static func language(arguments: [String], environment: [String: String]) -> Language {
        var words = arguments.prefix { $0 != "--" }.makeIterator()
        var flag: LanguageOption?
        while let word = words.next() {
            if word == "--lang", let value = words.next() {
                flag = LanguageOption(rawValue: value) ?? flag
            } else if word.hasPrefix("--lang=") {
                flag = LanguageOption(rawValue: String(word.dropFirst("--lang=".count))) ?? flag
            }
        }
        return flag?.language ?? DaybookConfiguration.resolve(environment: SettingValues(environment)).language
    }

    /// The whole report for standard error: the message, the usage, where to read more.
    func report(parserMessage: String) -> String {
        let path = commands.map { $0._commandName }.joined(separator: " ")
        let usage = DaybookCommand.usageString(for: commands.last ?? DaybookCommand.self)
        return [
            "daybook: " + TerminalText.visible(message(parserMessage: parserMessage), keepingLineBreaks: true),
            localizer(CommandLineText.usage, ["usage": usage]),
            "  " + localizer(CommandLineText.seeHelp, ["command": path]),
        ].joined(separator: "\n") + "\n"
    }

    /// The parser's message in the user's language, or as it is when it is not one of the common ones.
    func message(parserMessage: String) -> String {
        let path = commands.map { $0._commandName }.joined(separator: " ")
        if let word = unknownCommand {
            // What --help lists: a hidden command (an old name kept for scripts) is never offered.
            let names =
                commands.last?.configuration.subcommands.filter { $0.configuration.shouldDisplay }.flatMap {
                    [$0._commandName] + $0.configuration.aliases
                } ?? []
            if let suggestion = CommandSuggestion.nearest(to: word, among: names) ?? pointer(for: word) {
                return localizer(
                    CommandLineText.unknownCommandSuggestion, ["word": word, "command": path, "suggestion": suggestion])
            }
            return localizer(CommandLineText.unknownCommand, ["word": word, "command": path])
        }
        return Self.translate(parserMessage, localizer: localizer) ?? parserMessage
    }

    /// What to type instead of `word`, a word people use for what a command here does with an
    /// option (`daybook todo search` → `list --search`; see ``DaybookCommand/pointers``).
    private func pointer(for word: String) -> String? {
        guard let group = commands.last, let pointers = DaybookCommand.pointers[ObjectIdentifier(group)] else {
            return nil
        }
        return CommandSuggestion.nearest(to: word, among: pointers.keys.sorted()).flatMap { pointers[$0] }
    }

    // MARK: - The parser's wording

    static func translate(_ message: String, localizer: Localizer) -> String? {
        if let match = message.wholeMatch(of: /Unknown option '([^']+)'\. Did you mean '([^']+)'\?/) {
            return localizer(
                CommandLineText.unknownOptionSuggestion,
                ["option": String(match.output.1), "suggestion": String(match.output.2)])
        }
        if let match = message.wholeMatch(of: /Unknown option '([^']+)'/) {
            return localizer(CommandLineText.unknownOption, ["option": String(match.output.1)])
        }
        if let match = message.wholeMatch(of: /Missing value for '([^ ']+)(?: <[^>]*>)?'/) {
            return localizer(CommandLineText.missingValue, ["option": String(match.output.1)])
        }
        if let match = message.wholeMatch(of: /Missing expected argument '([^' ]+)(?: \.\.\.)?'/) {
            // `<city> ...` is an argument of several words: named once, as `<city>`.
            return localizer(CommandLineText.missingArgument, ["name": String(match.output.1)])
        }
        if let match = message.wholeMatch(
            of: /Value to be set with flag '([^']+)' had already been set with flag '([^']+)'/)
        {
            return localizer(
                CommandLineText.conflictingFlags, ["first": String(match.output.2), "second": String(match.output.1)])
        }
        if let match = message.wholeMatch(
            of: /The value '(.*)' is invalid for '([^ ']+)(?: <[^>]*>)?'(.*)/.dotMatchesNewlines())
        {
            let value = String(match.output.1)
            let option = String(match.output.2)
            // ". Please provide one of 'en' and 'ja'." or a bulleted list: the values quoted or listed.
            let choices = Self.choices(in: String(match.output.3))
            guard !choices.isEmpty else {
                return localizer(CommandLineText.invalidValue, ["value": value, "option": option])
            }
            return localizer(
                CommandLineText.invalidValueChoices,
                ["value": value, "option": option, "choices": choices.joined(separator: ", ")])
        }
        if let match = message.wholeMatch(of: /Unexpected argument '(.*)'/) {
            return localizer(CommandLineText.unexpectedArgument, ["value": String(match.output.1)])
        }
        if let match = message.wholeMatch(of: /\d+ unexpected arguments: '(.*)'/) {
            let values = match.output.1.components(separatedBy: "', '").map { "“\($0)”" }
            return localizer(CommandLineText.unexpectedArguments, ["values": values.joined(separator: ", ")])
        }
        return nil
    }

    /// The values the parser lists after "Please provide one of".
    private static func choices(in tail: String) -> [String] {
        guard let list = tail.firstMatch(of: /Please provide one of(?: the following:)?(.*)/.dotMatchesNewlines())
        else {
            return []
        }
        let text = String(list.output.1)
        let quoted = text.matches(of: /'([^']*)'/).map { String($0.output.1) }
        if !quoted.isEmpty { return quoted }
        return text.split(separator: "\n").compactMap { line in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("- ")
                ? String(line.trimmingCharacters(in: .whitespaces).dropFirst(2)) : nil
        }
    }
}
