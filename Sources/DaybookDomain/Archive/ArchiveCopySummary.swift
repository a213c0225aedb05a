import Foundation

/// What a copy did: what the source held, and what the import into the destination did.
public struct ArchiveCopySummary: Hashable, Sendable {
    public let source: ArchiveCounts
    public let imported: ArchiveImportSummary
}
