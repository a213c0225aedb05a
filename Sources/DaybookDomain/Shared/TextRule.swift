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
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let length = trimmed.count
        if length == 0 { throw .validation(ValidationError(field: field, rule: .empty)) }
        if length < minimum { throw .validation(ValidationError(field: field, rule: .tooShort(minimum: minimum))) }
        if length > maximum { throw .validation(ValidationError(field: field, rule: .tooLong(maximum: maximum))) }
        return trimmed
    }
}
