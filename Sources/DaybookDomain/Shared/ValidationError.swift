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
    /// Which input broke a rule. Each feature names its own inputs beside its values
    /// (`Field.todoTitle` is declared with the Todos feature); the ones every feature shares are
    /// declared here. The Presentation ring words each in the user's language.
    public struct Field: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A page number.
        public static let page = Field(rawValue: "page")
        /// How many items a page holds.
        public static let pageSize = Field(rawValue: "pageSize")
        /// What to look for.
        public static let search = Field(rawValue: "search")
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
        /// A space inside a value that must be one word (an account's name).
        case whitespace
        /// A private-use character: no standard says what it is, so it may show as nothing, or
        /// as another character on another system.
        case privateUseCharacter
        /// A code point Unicode has not assigned (in the version Daybook knows): it shows as
        /// nothing, or as a box.
        case unassignedCharacter
        /// A colon, which HTTP Basic authentication puts between a name and its password.
        case colon
    }
}
