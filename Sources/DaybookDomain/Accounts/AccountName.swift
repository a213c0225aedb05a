import Foundation

/// The name a person signs in with: trimmed, ``minimumLength`` to ``maximumLength`` characters,
/// no spaces inside (it is typed on a command line and in a sign-in form) and none of the
/// characters ``TextRule`` refuses. Any script: `花子` is a name.
///
/// Two names that differ only in letter case or in how an accented letter is encoded (composed
/// or decomposed) are the same account: ``key`` is what is compared, so `Hanako` cannot be
/// added beside `hanako`, and either signs in.
public struct AccountName: Hashable, Sendable, CustomStringConvertible {
    public static let minimumLength = 1
    public static let maximumLength = 32

    /// The name as it was given (trimmed, in Unicode's composed form).
    public let value: String
    /// What two names are compared by: ``key(of:)`` of the name.
    public let key: String

    public init(_ raw: String) throws(AppError) {
        let rule = TextRule(field: .accountName, minimum: Self.minimumLength, maximum: Self.maximumLength)
        let valid = try rule.validate(raw).precomposedStringWithCanonicalMapping
        if valid.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            throw AppError.validation(ValidationError(field: .accountName, rule: .whitespace))
        }
        value = valid
        key = Self.key(of: valid)
    }

    /// A name read back from storage, as it was stored.
    public init(stored: String) {
        value = stored
        key = Self.key(of: stored)
    }

    /// What `raw` is looked up by, valid or not: trimmed, composed, in lower case. A sign-in
    /// looks a typed name up by its key without validating it first, so a name that could never
    /// have been added is simply not found, at the same cost as a wrong password.
    public static func key(of raw: String) -> String {
        TextRule.trimmed(raw).precomposedStringWithCanonicalMapping.lowercased()
    }

    public var description: String { value }

    public static func == (lhs: AccountName, rhs: AccountName) -> Bool { lhs.key == rhs.key }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
