/// A field of a JSON body that is not what the API takes, named as the body names it (`order`),
/// so the answer can say which field broke which rule instead of "not valid JSON".
///
/// Thrown from a request type's `init(from:)` (see `KeyedDecodingContainer.field(_:_:)`);
/// ``WebRequestDecoder`` words it in the caller's language.
struct BodyFieldProblem: Error, Hashable, Sendable {
    enum Rule: Hashable, Sendable {
        /// The field is missing.
        case required
        /// Not a JSON string (`null` included).
        case text
        /// Not `true` or `false`.
        case boolean
        /// Not a JSON number without a fraction that fits a 64-bit integer.
        case wholeNumber
    }

    let field: String
    let rule: Rule
}
