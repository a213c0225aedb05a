import Foundation

/// An API token as storage keeps it: the ``CredentialHasher``'s digest of the secret (never the
/// secret), whose it is, and when it was made (``Milliseconds``).
public struct APITokenRecord: Hashable, Sendable {
    public var digest: String
    public var accountID: String
    public var createdAt: Int64

    public init(digest: String, accountID: String, createdAt: Int64) {
        self.digest = digest
        self.accountID = accountID
        self.createdAt = createdAt
    }
}
