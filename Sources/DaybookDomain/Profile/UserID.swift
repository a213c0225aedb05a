import Foundation

/// Whose profile: one profile is kept per user id.
///
/// The command line has one user, ``local``; the web app gives each browser its own anonymous id.
public struct UserID: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    /// The person at this machine: the command line's only user.
    public static let local = UserID("local")

    public var description: String { value }
}
