import Foundation

/// What an import did: the entries written, those skipped (with ``ImportMode/merge``, those that
/// lost to what was there), and what the database holds afterwards.
public struct ArchiveImportSummary: Hashable, Sendable {
    public var written: ArchiveCounts
    public var skipped: ArchiveCounts
    public var stored: ArchiveCounts
    /// How many of the archive's todos (written or skipped) are kept under another id than the
    /// archive's, because someone else here holds theirs (see ``ImportMode``).
    public var renumbered: Int

    public init(written: ArchiveCounts, skipped: ArchiveCounts, stored: ArchiveCounts, renumbered: Int = 0) {
        self.written = written
        self.skipped = skipped
        self.stored = stored
        self.renumbered = renumbered
    }
}
