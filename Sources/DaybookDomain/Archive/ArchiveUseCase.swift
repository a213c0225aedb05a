import Foundation

/// Taking data out, putting it back, keeping a backup and moving it between databases.
/// Implemented by ``ArchiveInteractor``.
///
/// The ring boundary Presentation calls (`ArchiveController`). It has no double: the data
/// commands are tested over real databases, and the copy's checks over the interactor itself.
public protocol ArchiveUseCase: Sendable {
    func export(to location: ArchiveLocation, progress: ArchiveProgress?) async throws(AppError) -> ArchiveCounts

    func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress?)
        async throws(AppError) -> ArchiveImportSummary

    /// What the new backup holds.
    func backup(to path: String) async throws(AppError) -> ArchiveCounts

    /// Copies everything from this use case's database into `destination`'s, through an archive
    /// at `scratch` (written in full, from one snapshot, before the destination is touched), then
    /// checks the destination holds what it should: with ``ImportMode/merge`` every entry written
    /// or skipped, otherwise exactly what the source held. A source that holds nothing never
    /// replaces a destination that holds something.
    func copy(
        to destination: any ArchiveRepository, mode: ImportMode, through scratch: ArchiveLocation,
        exporting: ArchiveProgress?, importing: ArchiveProgress?
    ) async throws(AppError) -> ArchiveCopySummary
}

extension ArchiveUseCase {
    /// An export nobody watches.
    public func export(to location: ArchiveLocation) async throws(AppError) -> ArchiveCounts {
        try await export(to: location, progress: nil)
    }

    /// An import nobody watches.
    public func importArchive(from location: ArchiveLocation, mode: ImportMode) async throws(AppError)
        -> ArchiveImportSummary
    {
        try await importArchive(from: location, mode: mode, progress: nil)
    }

    /// A copy nobody watches.
    public func copy(to destination: any ArchiveRepository, mode: ImportMode, through scratch: ArchiveLocation)
        async throws(AppError) -> ArchiveCopySummary
    {
        try await copy(to: destination, mode: mode, through: scratch, exporting: nil, importing: nil)
    }
}

/// The data commands' rules over one ``ArchiveRepository``: the database this interactor's
/// commands read from.
///
/// A struct, not an actor: it holds no state of its own; the database is the state.
public struct ArchiveInteractor: ArchiveUseCase {
    private let repository: any ArchiveRepository

    public init(repository: any ArchiveRepository) {
        self.repository = repository
    }

    public func export(to location: ArchiveLocation, progress: ArchiveProgress?) async throws(AppError)
        -> ArchiveCounts
    {
        try await repository.export(to: location, progress: progress)
    }

    public func importArchive(from location: ArchiveLocation, mode: ImportMode, progress: ArchiveProgress?)
        async throws(AppError) -> ArchiveImportSummary
    {
        try await repository.importArchive(from: location, mode: mode, progress: progress)
    }

    public func backup(to path: String) async throws(AppError) -> ArchiveCounts {
        try await repository.backup(to: path)
    }

    public func copy(
        to destination: any ArchiveRepository, mode: ImportMode, through scratch: ArchiveLocation,
        exporting: ArchiveProgress?, importing: ArchiveProgress?
    ) async throws(AppError) -> ArchiveCopySummary {
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
        return ArchiveCopySummary(source: source, imported: imported)
    }
}
