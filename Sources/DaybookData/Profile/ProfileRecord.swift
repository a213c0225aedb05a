import Foundation

/// A profile as storage keeps it: plain columns, no rules. `createdAt` is in ``Milliseconds``.
public struct ProfileRecord: Hashable, Sendable {
    public var userID: String
    public var name: String
    /// One of ``ProfileRecordMapper``'s gender codes.
    public var gender: String
    public var createdAt: Int64

    public init(userID: String, name: String, gender: String, createdAt: Int64) {
        self.userID = userID
        self.name = name
        self.gender = gender
        self.createdAt = createdAt
    }
}
