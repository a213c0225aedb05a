import Foundation

/// Identifies a todo. A distinct type so a todo id cannot be confused with any other UUID.
public struct TodoID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UUID

    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    /// The canonical lower-case text form, as stored and shown.
    public var description: String { rawValue.lowercasedText }
}
