import Foundation

/// The name a person signs in with: trimmed, ``minimumLength`` to ``maximumLength`` characters,
/// no spaces inside (it is typed on a command line and in a sign-in form) and none of the
/// characters ``TextRule`` refuses. Any script: `花子` is a name.
///
/// Two names that differ only in letter case, in how an accented letter is encoded (composed or
/// decomposed) or in width (full-width `ｈａｎａｋｏ`) are the same account: ``key`` is what is
/// compared, so `Hanako` cannot be added beside `hanako` (nor `STRASSE` beside `straße`), and
/// either signs in. Invisible characters (a zero-width space, a joiner, a blank Braille cell) are
/// refused, but for the joiners and variation selectors that make emoji one character (👨‍👩‍👧);
/// so are private-use and unassigned characters, which show as nothing (`Hanako` followed by one
/// would print as `Hanako`, beside it), and `:`, which HTTP Basic authentication puts between the
/// name and the password. Letters of different scripts that look alike (a Cyrillic `а` in a Latin
/// name) are not told apart from each other: they are different names.
public struct AccountName: Hashable, Sendable, CustomStringConvertible {
    public static let minimumLength = 1
    public static let maximumLength = 32
    /// The most bytes a name may have; a longer text is not a name, whatever its characters.
    public static let maximumBytes = maximumLength * TextRule.maximumCharacterBytes

    /// The name as it was given (trimmed, in Unicode's composed form).
    public let value: String
    /// What two names are compared by: ``key(of:)`` of the name.
    public let key: String

    public init(_ raw: String) throws(AppError) {
        let rule = TextRule(field: .accountName, minimum: Self.minimumLength, maximum: Self.maximumLength)
        let valid = try rule.validate(raw).precomposedStringWithCanonicalMapping
        if let refused = Self.refusal(in: valid) {
            throw AppError.validation(ValidationError(field: .accountName, rule: refused))
        }
        value = valid
        key = Self.key(of: valid)
    }

    /// A name read back from storage, as it was stored.
    public init(stored: String) {
        value = stored
        key = Self.key(of: stored)
    }

    /// What `raw` is looked up by, valid or not: trimmed, in Unicode's compatibility composed form
    /// (NFKC: full-width letters are letters), then folded to one case (upper, then lower: `ß` and
    /// `SS`, `ς` and `Σ` meet). A sign-in looks a typed name up by its key without validating it
    /// first, so a name that could never have been added is simply not found, at the same cost
    /// as a wrong password. Text longer than any name has no key but the empty one, which no
    /// account has.
    public static func key(of raw: String) -> String {
        guard raw.utf8.count <= maximumBytes else { return "" }
        // Composed again after the case mapping, which may decompose (`ΐ` lower-cases to ι + two
        // marks, `Ϊ́` to ϊ + one): the stores compare bytes.
        return TextRule.trimmed(raw).precomposedStringWithCompatibilityMapping.uppercased().lowercased()
            .precomposedStringWithCompatibilityMapping
    }

    /// The rule the first character that may not be in a name breaks, if one is: a colon; a
    /// private-use or unassigned code point, which would show as nothing (so `Hanako` and `Hanako`
    /// with one after it print alike); a space of any width or a character that shows nothing (a
    /// zero-width space or joiner, a soft hyphen, a variation selector, the blank Braille cell),
    /// except the joiners and variation selectors that make an emoji sequence one character
    /// (👨‍👩‍👧, 🏳️‍🌈, ❤️).
    private static func refusal(in name: String) -> ValidationError.Rule? {
        for character in name {
            let scalars = character.unicodeScalars
            for scalar in scalars {
                if scalar == ":" { return .colon }
                switch scalar.properties.generalCategory {
                case .privateUse: return .privateUseCharacter
                case .unassigned: return .unassignedCharacter
                default: break
                }
            }
            if scalars.contains(where: isBlankOrInvisible) && !isEmojiSequence(scalars) { return .whitespace }
        }
        return nil
    }

    /// A space of any width, or a character that shows nothing (a zero-width space or joiner, a
    /// soft hyphen, a variation selector, the blank Braille cell).
    private static func isBlankOrInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
            || scalar.properties.generalCategory == .format || scalar == "\u{2800}"
    }

    /// Whether one character's scalars are emoji joined by zero-width joiners (U+200D), each
    /// perhaps with the emoji variation selector (U+FE0F) and a skin tone: every part between
    /// joiners starts with a pictographic emoji, and nothing else invisible is in it but the tags
    /// of a subdivision's flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
    private static func isEmojiSequence(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        var atStart = true
        for scalar in scalars {
            if atStart {
                // An emoji that is not a digit, `#` or `*` (which take a keycap only).
                guard scalar.properties.isEmoji, !scalar.isASCII else { return false }
                atStart = false
            } else if scalar == "\u{200D}" {
                atStart = true
            } else if scalar != "\u{FE0F}" && !scalar.properties.isEmojiModifier && !isTag(scalar) {
                return false
            }
        }
        return !atStart
    }

    /// A tag character (U+E0020–U+E007F), which spells a subdivision after a black flag.
    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }

    public var description: String { value }

    public static func == (lhs: AccountName, rhs: AccountName) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
