import Foundation

/// A person of this Daybook: their name, when they were added, and which generation of sign-ins
/// is theirs now.
///
/// ``sessionGeneration`` moves forward when the password changes: a session or a cached sign-in
/// made under an earlier generation is no longer this person's, on every process that reads it.
public struct Account: Hashable, Sendable {
    public let id: AccountID
    public let name: AccountName
    public let createdAt: Date
    public let sessionGeneration: Int64

    public init(id: AccountID, name: AccountName, createdAt: Date, sessionGeneration: Int64 = 0) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.sessionGeneration = sessionGeneration
    }
}
