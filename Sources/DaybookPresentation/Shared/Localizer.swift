import Foundation

/// Looks up a user-facing text in one language and fills in its `{name}` placeholders.
public struct Localizer: Sendable {
    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// The text table for `language`. Internal so tests can check every key is in every table.
    static func table(for language: Language) -> [L10nKey: String] {
        switch language {
        case .english: EnglishStrings.table
        case .japanese: JapaneseStrings.table
        }
    }

    public func callAsFunction(_ key: L10nKey, _ values: KeyValuePairs<String, String> = [:]) -> String {
        // A missing text is a bug the localization tests catch; fall back to English, then the key.
        var text = Self.table(for: language)[key] ?? EnglishStrings.table[key] ?? key.rawValue
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }
}
