import Foundation

/// An API token just issued: the secret a script sends as `Authorization: Bearer …`. Shown to
/// its owner once; only a digest of it is kept, so it cannot be shown again, and its description
/// never shows it.
public struct APIToken: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What every token starts with, so a secret scanner (or a person) can tell one in a file.
    public static let prefix = "dbk_"

    public let secret: String
    public let account: Account

    public init(secret: String, account: Account) {
        self.secret = secret
        self.account = account
    }

    public var description: String { "APIToken(\(account.name), redacted)" }
    public var debugDescription: String { description }
}
