import ArgumentParser

/// A command of commands that knows the words people type for what one of its commands does
/// with an option, to point to it when such a word is typed as a command: `daybook todo search
/// milk` → did you mean `list --search`? (The nearest command's name comes first: see
/// ``CommandSuggestion``.)
protocol SuggestingCommand: ParsableCommand {
    /// Words that are not commands here, each with what to type instead.
    static var suggestions: [String: String] { get }
}
