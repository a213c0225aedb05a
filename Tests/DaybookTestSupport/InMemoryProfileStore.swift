import DaybookData
import DaybookDomain
import Foundation

/// A ``ProfileStore`` kept in memory, for tests. Given a ``LocalChangeFeed``, it announces
/// `.profile` on it after every save.
public actor InMemoryProfileStore: ProfileStore {
    private var records: [String: ProfileRecord] = [:]
    private let changes: LocalChangeFeed?

    public init(changes: LocalChangeFeed? = nil) {
        self.changes = changes
    }

    public func fetch(userID: String) -> ProfileRecord? {
        records[userID]
    }

    public func upsert(_ record: ProfileRecord) {
        records[record.userID] = record
        changes?.announce(.profile)
    }
}
