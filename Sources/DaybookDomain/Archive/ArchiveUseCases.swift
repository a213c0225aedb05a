import Foundation

/// Taking data out, putting it back, keeping a backup and moving it between databases.
public struct ArchiveUseCases: Sendable {
    private let repository: any ArchiveRepository

    public init(repository: any ArchiveRepository) {
        self.repository = repository
    }

    public func export(to location: ArchiveLocation, progress: ArchiveProgress? = nil) async throws(AppError)
        -> ArchiveCounts
    {
        try await repository.export(to: location, progress: progress)
    }

    public func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress? = nil)
        async throws(AppError) -> ArchiveImportSummary
    {
        try await repository.importArchive(from: location, mode: mode, progress: progress)
    }

    /// What the new backup holds.
    public func backup(to path: String) async throws(AppError) -> ArchiveCounts {
        try await repository.backup(to: path)
    }

    /// What a copy did: what the source held, and what the import into the destination did.
    public struct CopySummary: Hashable, Sendable {
        public let source: ArchiveCounts
        public let imported: ArchiveImportSummary
    }

    /// Copies everything from this repository's database into `destination`'s, through an
    /// archive at `scratch` (written in full, from one snapshot, before the destination is
    /// touched), then checks the destination holds what it should: with ``ImportMode/merge``
    /// every entry written or skipped, otherwise exactly what the source held. A source that
    /// holds nothing never replaces a destination that holds something.
    public func copy(
        to destination: any ArchiveRepository, mode: ImportMode, through scratch: ArchiveLocation,
        exporting: ArchiveProgress? = nil, importing: ArchiveProgress? = nil
    ) async throws(AppError) -> CopySummary {
        guard repository.identity != destination.identity else { throw .archive(.sameDatabase) }
        let source = try await repository.export(to: scratch, progress: exporting)
        if mode == .replace, source == .zero {
            let existing = try await destination.counts()
            guard existing == .zero else { throw .archive(.emptySource(destination: existing)) }
        }
        let imported = try await destination.importArchive(from: scratch, mode: mode, progress: importing)
        let held = try await destination.counts()
        let handled = ArchiveCounts(
            todos: imported.written.todos + imported.skipped.todos,
            profiles: imported.written.profiles + imported.skipped.profiles,
            accounts: imported.written.accounts + imported.skipped.accounts)
        let complete = mode == .merge ? handled == source && held == imported.stored : held == source
        guard complete else { throw .archive(.copyMismatch(source: source, destination: held)) }
        return CopySummary(source: source, imported: imported)
    }
}
