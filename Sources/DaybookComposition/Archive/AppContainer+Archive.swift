import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookPresentation
import Foundation

/// The data commands' module: archive store → repository → interactor → controller.
extension AppContainer {
    private func archiveRepository(_ storage: Storage, for person: Person) -> DefaultArchiveRepository {
        DefaultArchiveRepository(
            store: storage.archive.owned(by: person.owner), identity: storage.identity, dates: dates)
    }

    private func everyonesRepository(_ storage: Storage) -> DefaultArchiveRepository {
        DefaultArchiveRepository(store: storage.archive, identity: storage.identity, dates: dates, scope: .everyone)
    }

    /// `person`'s data in this database: export, import, backup.
    public func makeArchiveController(language: Language? = nil, for person: Person) -> ArchiveController {
        ArchiveController(
            archive: ArchiveInteractor(repository: archiveRepository(storage, for: person)),
            localizer: localizer(for: language), personName: person.name)
    }

    /// Everyone's data in this database, accounts included (the operator's `--all`): export,
    /// import.
    public func makeEveryonesArchiveController(language: Language? = nil) -> ArchiveController {
        ArchiveController(
            archive: ArchiveInteractor(repository: everyonesRepository(storage)), localizer: localizer(for: language),
            scope: .everyone)
    }

    /// Which database this container uses, as the data commands name it.
    public var databaseName: String { storage.identity }

    /// A copy of everyone's data, accounts included, from `source` (this container's database when
    /// nil) to `destination`, each a SQLite path or a `postgres://` URL. Both are opened (a new SQLite file or an empty PostgreSQL
    /// database gets Daybook's schema) before anything is read; a SQLite source must exist. The
    /// archive in between is a file without a name (``ScratchFile``), which only this process
    /// can reach and which ends with it. Fails with the ``SettingProblem`` of a URL that cannot be
    /// read, or the `AppError` of a database that cannot be opened.
    public func makeArchiveCopy(from source: String?, to destination: String, language: Language? = nil)
        async throws -> ArchiveCopy
    {
        let localizer = localizer(for: language)
        var from = storage
        if let source { from = try await open(source, isSource: true) }
        let to = try await open(destination, isSource: false)
        let scratch = try ScratchFile()
        return ArchiveCopy(
            controller: ArchiveController(
                archive: ArchiveInteractor(repository: everyonesRepository(from)), localizer: localizer,
                scope: .everyone),
            destination: everyonesRepository(to), sourceName: from.identity, destinationName: to.identity,
            scratch: .unnamedFile(descriptor: scratch.descriptor), cleanUp: scratch.close)
    }

    /// Opens another database named by `location` and readies it; a PostgreSQL one's pool runs
    /// until the process ends. Anything shaped like a URL is one: a scheme other than
    /// `postgres`/`postgresql` (in any case) is refused, never taken for a file name, so the
    /// password it may carry is not printed back as a path.
    private func open(_ location: String, isSource: Bool) async throws -> Storage {
        let postgres: PostgresLocation?
        if DaybookConfiguration.namesURL(location) {
            guard let parsed = PostgresLocation(url: location) else {
                throw SettingProblem.unusableDatabaseURL(name: isSource ? "--from" : "--to")
            }
            postgres = parsed
        } else {
            postgres = nil
            if isSource && !FileManager.default.fileExists(atPath: location) {
                throw AppError.archive(.noDatabase(path: location))
            }
        }
        let opened = try Storage.open(sqlitePath: location, postgres: postgres, logger: logger, metrics: metrics)
        if let service = opened.service { Task.detached { await service() } }
        try await opened.prepare()
        return opened
    }
}
