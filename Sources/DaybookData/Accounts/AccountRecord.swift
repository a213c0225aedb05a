import Foundation

/// An account as storage keeps it: plain columns, no rules. `createdAt` is in ``Milliseconds``;
/// `passwordHash` is the ``CredentialHasher``'s, never a password.
public struct AccountRecord: Hashable, Sendable {
    public var id: String
    public var name: String
    /// ``DaybookDomain/AccountName/key``: unique, what a name is looked up by.
    public var nameKey: String
    public var passwordHash: String
    public var createdAt: Int64
    /// Moved forward by every password change (``DaybookDomain/Account/sessionGeneration``).
    public var generation: Int64

    public init(id: String, name: String, nameKey: String, passwordHash: String, createdAt: Int64, generation: Int64) {
        self.id = id
        self.name = name
        self.nameKey = nameKey
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.generation = generation
    }
}
