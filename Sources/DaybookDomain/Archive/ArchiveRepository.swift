import Foundation

/// Where an archive is written to or read from.
public enum ArchiveLocation: Hashable, Sendable {
    case file(path: String)
    /// Standard output for an export, standard input for an import.
    case standardStream
    /// A temporary file this process holds open that has no name in any folder, so nothing of
    /// it outlives the process: an export writes it from its start, an import reads it from its
    /// start.
    case unnamedFile(descriptor: Int32)
}

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

/// How far a long export or import has come: entries so far.
public typealias ArchiveProgress = @Sendable (Int) -> Void

/// Everything a user owns in one database, as a whole: exported to an archive, imported from
/// one, backed up.
public protocol ArchiveRepository: Sendable {
    /// Which database: a path, or a server and database name (never a password). Two
    /// repositories with the same identity are the same database.
    var identity: String { get }
    func counts() async throws(AppError) -> ArchiveCounts
    func export(to location: ArchiveLocation, progress: ArchiveProgress?) async throws(AppError) -> ArchiveCounts
    /// All or nothing: a document that is damaged anywhere writes nothing.
    func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress?)
        async throws(AppError) -> ArchiveImportSummary
    /// A consistent copy of the whole database in a new file at `path`; returns what it holds.
    func backup(to path: String) async throws(AppError) -> ArchiveCounts
}
