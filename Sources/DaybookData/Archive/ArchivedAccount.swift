import Foundation

/// An account as an archive carries it: what lets its person sign in (the password's hash, the
/// session generation) and use the API (the tokens' digests), never a password or a token.
public struct ArchivedAccount: Hashable, Sendable {
    public var account: AccountRecord
    public var tokens: [APITokenRecord]

    public init(account: AccountRecord, tokens: [APITokenRecord]) {
        self.account = account
        self.tokens = tokens
    }
}
