import DaybookPresentation
import Foundation

/// A secret that never shows itself: its description is a placeholder, so printing or logging
/// the settings cannot leak it.
public struct Password: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    public var description: String { "<password>" }
    public var debugDescription: String { "<password>" }
}
