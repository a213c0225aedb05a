import Foundation

/// Everything a user owns in one database, as a whole: exported to an archive, imported from
/// one, backed up.
///
/// The ring boundary between Domain and Data: ``ArchiveInteractor`` calls it, and the Data ring
/// implements it (`DefaultArchiveRepository`, over each engine's archive store), which Domain
/// cannot name. A copy takes a second one, the destination's database.
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
