import DaybookDomain
import Foundation

/// A record to insert, and whether its position is to be decided by the store (after every
/// stored record) rather than taken from the record.
public struct TodoInsertion: Hashable, Sendable {
    public var record: TodoRecord
    public var placeLast: Bool

    public init(record: TodoRecord, placeLast: Bool) {
        self.record = record
        self.placeLast = placeLast
    }
}
