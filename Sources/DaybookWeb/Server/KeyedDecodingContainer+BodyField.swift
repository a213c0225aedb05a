extension KeyedDecodingContainer {
    /// The value of a field the body must have; a missing one, or one of another JSON type
    /// (`null` included), is a ``BodyFieldProblem`` that names it.
    func field<T: Decodable>(_ key: Key, _ rule: BodyFieldProblem.Rule) throws -> T {
        guard let value: T = try optionalField(key, rule) else {
            throw BodyFieldProblem(field: key.stringValue, rule: .required)
        }
        return value
    }

    /// The value of a field the body may leave out (`nil` then). Present, it must be of the
    /// field's type: `null` is not a way to leave it out.
    func optionalField<T: Decodable>(_ key: Key, _ rule: BodyFieldProblem.Rule) throws -> T? {
        guard contains(key) else { return nil }
        do {
            return try decode(T.self, forKey: key)
        } catch {
            // A `DecodingError`, or Foundation's own error for a number that does not fit `T`.
            throw BodyFieldProblem(field: key.stringValue, rule: rule)
        }
    }
}
