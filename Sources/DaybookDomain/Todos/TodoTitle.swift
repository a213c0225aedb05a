import Foundation

/// A todo's title: trimmed, not empty, at most ``maximumLength`` characters.
///
/// Length is counted in characters as the user sees them (grapheme clusters), so an emoji or a
/// letter with a combining accent counts once. A `TodoTitle` can only exist if it is valid.
public struct TodoTitle: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 500

    public let value: String

    public init(_ raw: String) throws(AppError) {
        value = try TextRule(field: .todoTitle, maximum: Self.maximumLength).validate(raw)
    }

    /// A title read back from storage, which may predate the character rules
    /// (``TextRule/validateStored(_:)``).
    public init(stored: String) throws(AppError) {
        value = try TextRule(field: .todoTitle, maximum: Self.maximumLength).validateStored(stored)
    }

    public var description: String { value }
}
