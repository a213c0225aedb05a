import Foundation

/// A profile's display name: trimmed, from ``minimumLength`` to ``maximumLength`` characters.
///
/// Characters are counted as the user sees them (grapheme clusters), so a family emoji or a
/// letter with a combining accent is one. A `ProfileName` can only exist if it is valid.
public struct ProfileName: Hashable, Sendable, CustomStringConvertible {
    public static let minimumLength = 2
    public static let maximumLength = 10

    public let value: String

    public init(_ raw: String) throws(AppError) {
        value = try TextRule(field: .profileName, minimum: Self.minimumLength, maximum: Self.maximumLength)
            .validate(raw)
    }

    /// A name read back from storage, which may predate the character rules
    /// (``TextRule/validateStored(_:)``).
    public init(stored: String) throws(AppError) {
        value = try TextRule(field: .profileName, minimum: Self.minimumLength, maximum: Self.maximumLength)
            .validateStored(stored)
    }

    public var description: String { value }
}
