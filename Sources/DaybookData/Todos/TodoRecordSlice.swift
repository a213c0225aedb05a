import DaybookDomain
import Foundation

/// A window of records with the counts of the whole table and how many records were selected.
public struct TodoRecordSlice: Hashable, Sendable {
    public let records: [TodoRecord]
    public let total: Int
    public let done: Int
    public let selected: Int

    public init(records: [TodoRecord], total: Int, done: Int, selected: Int) {
        self.records = records
        self.total = total
        self.done = done
        self.selected = selected
    }
}
