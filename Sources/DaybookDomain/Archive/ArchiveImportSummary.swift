import Foundation

/// What an import did: the entries written, those skipped (with ``ImportMode/merge``, those that
/// lost to what was there), and what the database holds afterwards.
public struct ArchiveImportSummary: Hashable, Sendable {
    public var written: ArchiveCounts
    public var skipped: ArchiveCounts
    public var stored: ArchiveCounts

    public init(written: ArchiveCounts, skipped: ArchiveCounts, stored: ArchiveCounts) {
        self.written = written
        self.skipped = skipped
        self.stored = stored
    }
}
