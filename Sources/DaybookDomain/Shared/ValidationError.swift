import Foundation

/// Which rule a piece of input broke, and for which field.
///
/// Kept as data rather than text so each front end can word it in the user's language.
public struct ValidationError: Error, Equatable, Hashable, Sendable {
    public let field: Field
    public let rule: Rule
    /// Which entry of a batch broke the rule (1-based), when the input was a batch (an import).
    public let item: Int?

    public init(field: Field, rule: Rule, item: Int? = nil) {
        self.field = field
        self.rule = rule
        self.item = item
    }

    /// The same failure, placed at entry `item` of a batch.
    public func at(item: Int) -> ValidationError {
        ValidationError(field: field, rule: rule, item: item)
    }
}

extension ValidationError {
    /// The inputs Daybook validates.
    public enum Field: String, CaseIterable, Sendable {
        case todoTitle
        case todoID
        case todoOrder
        case city
        case postID
        case page
        case pageSize
        case search
        case profileName
    }

    /// The rules an input can break.
    public enum Rule: Equatable, Hashable, Sendable {
        /// Nothing but whitespace was given.
        case empty
        /// Fewer than `minimum` characters.
        case tooShort(minimum: Int)
        /// More than `maximum` characters.
        case tooLong(maximum: Int)
        /// Not in the expected form (for example an id that is not hexadecimal).
        case malformed
        /// The input matches more than one thing.
        case ambiguous
        /// A number below the smallest allowed.
        case belowMinimum(Int)
        /// A number above the largest allowed.
        case aboveMaximum(Int)
        /// A control character (line break, tab, escape code…) or a character that changes the
        /// direction of the text around it.
        case controlCharacter
        /// One character made of too many parts (thousands of combining marks, say).
        case oversizedCharacter
    }
}
