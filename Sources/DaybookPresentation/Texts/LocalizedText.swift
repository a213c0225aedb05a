import Foundation

/// A user-facing text, worded in every language Daybook speaks.
///
/// Each feature declares its own texts, beside the code that shows them: an enum whose cases
/// are the texts and whose ``text(in:)`` switches over every (text, language) pair, so the
/// compiler refuses a text left untranslated. `{name}` marks a value ``Localizer`` fills in.
public protocol LocalizedText: Sendable {
    func text(in language: Language) -> String
}
