import Foundation

/// The rule Daybook's free-text inputs share: surrounding whitespace is trimmed, and what is left
/// must have between `minimum` and `maximum` characters, counted as the user sees them
/// (grapheme clusters: an emoji or an accented letter is one).
///
/// Two more rules keep hostile text out, whatever the field:
/// - no control characters (C0, DEL, C1), no line or paragraph separators and no bidirectional
///   embeddings, overrides or isolates: they would move a terminal's cursor, forge a table row,
///   or make text read differently from what is stored (see ``isControl(_:)``);
/// - no character of more than ``maximumCharacterBytes`` bytes, so "one character" made of
///   thousands of combining marks is refused: the bytes of a valid text are bounded by
///   `maximum × maximumCharacterBytes`, not only its visible length.
public struct TextRule: Sendable {
    /// The largest character, in UTF-8 bytes. The longest real ones (a family emoji with skin
    /// tones, a subdivision flag) take about 40; a letter with a few accents takes under 10.
    public static let maximumCharacterBytes = 64
    /// The longest text a user may type to look something up (a search, a city).
    public static let queryMaximumLength = 100

    public let field: ValidationError.Field
    public let minimum: Int
    public let maximum: Int

    public init(field: ValidationError.Field, minimum: Int = 1, maximum: Int) {
        self.field = field
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The trimmed text, or the validation error for the first rule it breaks.
    public func validate(_ raw: String) throws(AppError) -> String {
        let trimmed = Self.trimmed(raw)
        if trimmed.isEmpty { throw failure(.empty) }
        try check(trimmed)
        return trimmed
    }

    /// The trimmed text, which may be empty (an empty search matches everything); otherwise the
    /// same rules as ``validate(_:)``.
    public func validateAllowingEmpty(_ raw: String) throws(AppError) -> String {
        let trimmed = Self.trimmed(raw)
        if !trimmed.isEmpty { try check(trimmed) }
        return trimmed
    }

    /// Text read back from storage: only the rules every version of Daybook has held (trimmed,
    /// `minimum` to `maximum` characters). A value stored before the character rules existed
    /// stays readable rather than becoming a damaged record; drivers show it safely.
    public func validateStored(_ raw: String) throws(AppError) -> String {
        let trimmed = Self.trimmed(raw)
        if trimmed.isEmpty { throw failure(.empty) }
        try check(trimmed, characters: false)
        return trimmed
    }

    private func check(_ trimmed: String, characters: Bool = true) throws(AppError) {
        if characters && Self.containsControl(trimmed) { throw failure(.controlCharacter) }
        // Counting characters means finding grapheme boundaries; walk only as far as each rule
        // needs. A text of at most `maximum` UTF-8 bytes cannot have more characters than that,
        // and one of at most `maximumCharacterBytes` cannot hold an oversized character.
        if trimmed.index(trimmed.startIndex, offsetBy: minimum, limitedBy: trimmed.endIndex) == nil {
            throw failure(.tooShort(minimum: minimum))
        }
        let bytes = trimmed.utf8.count
        guard bytes > maximum || bytes > Self.maximumCharacterBytes else { return }
        var count = 0
        for character in trimmed {
            count += 1
            if count > maximum { throw failure(.tooLong(maximum: maximum)) }
            if characters && character.utf8.count > Self.maximumCharacterBytes { throw failure(.oversizedCharacter) }
        }
    }

    private func failure(_ rule: ValidationError.Rule) -> AppError {
        .validation(ValidationError(field: field, rule: rule))
    }

    // MARK: - Control characters

    /// Whether `text` holds a character that ``isControl(_:)`` refuses. Plain ASCII text is
    /// checked byte by byte; only the two UTF-8 lead bytes that can start a refused non-ASCII
    /// scalar (0xC2 for C1, 0xE2 for the separators and bidi controls) send it to the scalars.
    public static func containsControl(_ text: String) -> Bool {
        var needsScalars = false
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if byte == 0xC2 || byte == 0xE2 { needsScalars = true }
        }
        return needsScalars && text.unicodeScalars.contains(where: isControl)
    }

    /// C0 controls (NUL, ESC, tab, line feed…), DEL, C1 controls (U+0080–U+009F, where CSI
    /// can start a terminal escape sequence), the line and paragraph separators, and the bidi
    /// embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). The marks LRM and RLM
    /// stay allowed: right-to-left text needs them and they cannot reorder what follows.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    // MARK: - Trimming

    /// `raw` without leading and trailing white space and line breaks, returned as is when there
    /// are none. The same as trimming `.whitespacesAndNewlines`, which on Linux is Unicode's
    /// White_Space plus the zero-width space (a test compares every scalar), without bridging to
    /// `NSString`.
    public static func trimmed(_ raw: String) -> String {
        let scalars = raw.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return raw }
        if !isBlank(first) && !isBlank(last) { return raw }
        guard let start = scalars.firstIndex(where: { !isBlank($0) }),
            let end = scalars.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
}
