import Foundation

/// The languages Daybook speaks.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case japanese = "ja"

    /// The language a POSIX locale name asks for (`ja_JP.UTF-8` → Japanese); `nil` when it names
    /// no language Daybook speaks, so the caller can fall through to the next source.
    public init?(localeIdentifier: String) {
        let code = localeIdentifier.lowercased().prefix { $0.isLetter }
        guard let language = Language(rawValue: String(code)) else { return nil }
        self = language
    }

    /// Picks the language from the POSIX locale variables in their order of precedence
    /// (`LC_ALL`, then `LC_MESSAGES`, then `LANG`); English when none names Japanese or English.
    public static func preferred(in environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            // A set variable decides, even when it names a language we lack ("fr_FR" → English):
            // that is how POSIX precedence works.
            return Language(localeIdentifier: value) ?? .english
        }
        return .english
    }
}
