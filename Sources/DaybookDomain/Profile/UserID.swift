import Foundation

/// Whose profile: one profile is kept per user id, one per person on every front end.
///
/// An account's id is its person's; ``local`` is the household's (everyone, when there are no
/// accounts), on the web, in the terminal app and on the command line alike.
public struct UserID: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    /// The person at this machine: the command line's only user.
    public static let local = UserID("local")

    public var description: String { value }
}
