import Foundation

/// What an account command did, as a front end shows it: a sentence in the user's language, and
/// the account (with a new token, when one was issued) as JSON.
public struct AccountOutcome: Sendable {
    public let message: String
    public let json: AccountJSON
    /// A token just issued, to be shown once, on its own line; `nil` otherwise.
    public let token: String?
}
