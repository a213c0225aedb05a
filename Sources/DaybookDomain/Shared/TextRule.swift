import Foundation

/// The rule Daybook's free-text inputs share: surrounding whitespace is trimmed, and what is left
/// must have between `minimum` and `maximum` characters, counted as the user sees them
/// (grapheme clusters: an emoji or an accented letter is one).
public struct TextRule: Sendable {
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
        if trimmed.isEmpty { throw .validation(ValidationError(field: field, rule: .empty)) }
        // Counting characters means finding grapheme boundaries; walk only as far as each rule
        // needs. A text of at most `maximum` UTF-8 bytes cannot have more characters than that.
        if trimmed.index(trimmed.startIndex, offsetBy: minimum, limitedBy: trimmed.endIndex) == nil {
            throw .validation(ValidationError(field: field, rule: .tooShort(minimum: minimum)))
        }
        if trimmed.utf8.count > maximum,
            let last = trimmed.index(trimmed.startIndex, offsetBy: maximum, limitedBy: trimmed.endIndex),
            last != trimmed.endIndex
        {
            throw .validation(ValidationError(field: field, rule: .tooLong(maximum: maximum)))
        }
        return trimmed
    }

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
