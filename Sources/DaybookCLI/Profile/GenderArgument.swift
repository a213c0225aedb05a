import ArgumentParser
import DaybookPresentation

/// `--gender`: one of the codes the Presentation ring defines, so the help lists them.
struct GenderArgument: ExpressibleByArgument {
    let code: String

    init?(argument: String) {
        guard GenderOption.codes.contains(argument) else { return nil }
        code = argument
    }

    static var allValueStrings: [String] { GenderOption.codes }

    /// Shell completion offers the codes (a type that is not `CaseIterable` gets none by default).
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
