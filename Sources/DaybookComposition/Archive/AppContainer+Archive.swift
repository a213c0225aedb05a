import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation
import Foundation

/// The data commands' module: archive store → repository → use cases → controller.
extension AppContainer {
    private func archiveRepository(_ storage: Storage) -> DefaultArchiveRepository {
        DefaultArchiveRepository(store: storage.archive, identity: storage.identity, dates: dates)
    }

    /// This database's data, as a whole: export, import, backup.
    public func makeArchiveController(language: Language? = nil) -> ArchiveController {
        ArchiveController(
            useCases: ArchiveUseCases(repository: archiveRepository(storage)), localizer: localizer(for: language))
    }

    /// Which database this container uses, as the data commands name it.
    public var databaseName: String { storage.identity }

    /// A copy from `source` (this container's database when nil) to `destination`, each a SQLite
    /// path or a `postgres://` URL. Both are opened (a new SQLite file or an empty PostgreSQL
    /// database gets Daybook's schema) before anything is read.
    public func makeArchiveCopy(from source: String?, to destination: String, language: Language? = nil)
        async throws(ErrorViewState) -> ArchiveCopy
    {
        let localizer = localizer(for: language)
        var from = storage
        if let source { from = try await open(source, localizer: localizer) }
        let to = try await open(destination, localizer: localizer)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("daybook-copy-\(UUID().uuidString).json").path
        return ArchiveCopy(
            controller: ArchiveController(
                useCases: ArchiveUseCases(repository: archiveRepository(from)), localizer: localizer),
            destination: archiveRepository(to), sourceName: from.identity, destinationName: to.identity,
            scratch: .file(path: scratch), cleanUp: { try? FileManager.default.removeItem(atPath: scratch) })
    }

    /// Opens another database named by `location` and readies it; a PostgreSQL one's pool runs
    /// until the process ends.
    private func open(_ location: String, localizer: Localizer) async throws(ErrorViewState) -> Storage {
        let postgres: PostgresLocation?
        if location.hasPrefix("postgres://") || location.hasPrefix("postgresql://") {
            guard let parsed = PostgresLocation(url: location) else {
                throw SettingProblem.unusableDatabaseURL(name: "--to/--from").present(localizer)
            }
            postgres = parsed
        } else {
            postgres = nil
        }
        do {
            let opened = try Storage.open(
                sqlitePath: location, postgres: postgres, logger: logger, metrics: metricsFactory)
            if let service = opened.service { Task.detached { await service() } }
            try await opened.prepare()
            return opened
        } catch {
            throw ErrorPresenter(localizer: localizer, vocabulary: .shared).present(error)
        }
    }
}
