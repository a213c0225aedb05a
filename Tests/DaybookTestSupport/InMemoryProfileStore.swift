import DaybookData
import DaybookDomain
import Foundation

/// A ``ProfileStore`` kept in memory, for tests.
public actor InMemoryProfileStore: ProfileStore {
    private var records: [String: ProfileRecord] = [:]

    public init() {}

    public func fetch(userID: String) -> ProfileRecord? {
        records[userID]
    }

    public func upsert(_ record: ProfileRecord) {
        records[record.userID] = record
    }
}
