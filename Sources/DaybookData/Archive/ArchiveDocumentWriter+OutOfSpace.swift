import Foundation

/// What a failed write means to the person exporting: the disk (or their quota) is full, or
/// something else went wrong. Also asked by ``DefaultArchiveRepository`` of the failures it meets
/// around the writer.
extension ArchiveDocumentWriter {
    /// Whether a write failed for want of space (ENOSPC, or a quota: EDQUOT), however Foundation
    /// wrapped the system's error.
    static func isOutOfSpace(_ error: any Error) -> Bool {
        let error = error as NSError
        if error.domain == NSCocoaErrorDomain && error.code == CocoaError.fileWriteOutOfSpace.rawValue {
            return true
        }
        if error.domain == NSPOSIXErrorDomain && (error.code == Int(ENOSPC) || error.code == Int(EDQUOT)) {
            return true
        }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            return isOutOfSpace(underlying)
        }
        return false
    }
}
