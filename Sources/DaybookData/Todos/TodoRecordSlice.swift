import DaybookDomain
import Foundation

/// A window of records with the counts of the whole table, how many records were selected, and
/// the revision they were read at.
public struct TodoRecordSlice: Hashable, Sendable {
    public let records: [TodoRecord]
    public let total: Int
    public let done: Int
    public let selected: Int
    /// The store's revision in the snapshot the records were read from.
    public let revision: Int64

    public init(records: [TodoRecord], total: Int, done: Int, selected: Int, revision: Int64) {
        self.records = records
        self.total = total
        self.done = done
        self.selected = selected
        self.revision = revision
    }
}
