import DaybookDomain
import Foundation

/// Where an import takes records from, one at a time, inside the store's write transaction. A
/// record it cannot give (a damaged document) is an error thrown from `next()`, which abandons
/// the transaction: nothing is written.
public protocol ArchiveRecordSource: AnyObject, Sendable {
    /// The next record; nil once the source has given them all and found itself complete.
    func next() throws(AppError) -> ArchiveRecord?
}
