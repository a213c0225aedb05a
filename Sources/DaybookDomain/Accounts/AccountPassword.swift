import Foundation

/// A new password for an account: ``minimumLength`` to ``maximumLength`` characters, kept as
/// typed (not trimmed: a space is a character of a passphrase), none of them a control
/// character. Only ever held long enough to be hashed: its description never shows it, so a
/// log line or a `print` that meets one by mistake does not either.
///
/// The rules are for a password being set. A sign-in compares whatever was typed, so a rule
/// added later never locks anyone out.
public struct AccountPassword: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public static let minimumLength = 8
    public static let maximumLength = 256
    /// The most bytes a password may have: what a reader needs to read, at most, to tell.
    public static let maximumBytes = maximumLength * TextRule.maximumCharacterBytes

    /// The password, for the hasher only.
    public let secret: String

    public init(_ raw: String) throws(AppError) {
        if raw.isEmpty { throw Self.failure(.empty) }
        if TextRule.containsControl(raw) { throw Self.failure(.controlCharacter) }
        if raw.index(raw.startIndex, offsetBy: Self.minimumLength, limitedBy: raw.endIndex) == nil {
            throw Self.failure(.tooShort(minimum: Self.minimumLength))
        }
        // Past `maximumLength × maximumCharacterBytes` bytes it is too long whatever its characters,
        // so a reader that stops there can never hand over a password cut short.
        if raw.utf8.count > Self.maximumBytes
            || (raw.utf8.count > Self.maximumLength
                && raw.index(raw.startIndex, offsetBy: Self.maximumLength + 1, limitedBy: raw.endIndex) != nil)
        {
            throw Self.failure(.tooLong(maximum: Self.maximumLength))
        }
        secret = raw
    }

    public var description: String { "AccountPassword(redacted)" }
    public var debugDescription: String { description }

    private static func failure(_ rule: ValidationError.Rule) -> AppError {
        .validation(ValidationError(field: .password, rule: rule))
    }
}
