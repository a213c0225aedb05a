import Foundation

/// An API token just issued: the secret a script sends as `Authorization: Bearer …`. Shown to
/// its owner once; only a digest of it is kept, so it cannot be shown again, and its description
/// never shows it.
public struct APIToken: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What every token starts with, so a secret scanner (or a person) can tell one in a file.
    public static let prefix = "dbk_"
    /// How many random bytes a token holds: 256 bits.
    public static let randomBytes = 32
    /// A token's length: the prefix and the random bytes in unpadded base64url (43 characters).
    public static let length = prefix.utf8.count + (randomBytes * 4 + 2) / 3

    /// Whether `text` has a token's form (its prefix and length, base64url after it); only such
    /// text is worth looking up.
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length && text.hasPrefix(prefix)
            && text.utf8.dropFirst(prefix.utf8.count).allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_")
            }
    }

    public let secret: String
    public let account: Account

    public init(secret: String, account: Account) {
        self.secret = secret
        self.account = account
    }

    public var description: String { "APIToken(\(account.name), redacted)" }
    public var debugDescription: String { description }
}
