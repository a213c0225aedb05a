import ArgumentParser
import DaybookPresentation

/// `--gender`: one of the codes the Presentation ring defines, so the help lists them, in any
/// letter case (`Female` is `female`).
struct GenderArgument: ExpressibleByArgument {
    let code: String

    init?(argument: String) {
        let code = argument.lowercased()
        guard GenderOption.codes.contains(code) else { return nil }
        self.code = code
    }

    static var allValueStrings: [String] { GenderOption.codes }

    /// Shell completion offers the codes (a type that is not `CaseIterable` gets none by default).
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
