import DaybookDomain
import Foundation

/// Where an export puts records, one at a time, as the store reads them: called inside the
/// store's read, so it must not wait on anything but its own output.
public protocol ArchiveRecordSink: AnyObject, Sendable {
    func write(_ record: ArchiveRecord) throws(AppError)
}
