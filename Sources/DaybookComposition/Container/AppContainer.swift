import DaybookBcrypt
import DaybookData
import DaybookDomain
import DaybookPresentation
import Foundation
import Logging

/// The composition root: owns the shared drivers (the database) and assembles each feature's
/// module from them. Front ends ask it for controllers and know nothing of
/// repositories or SQL.
public final class AppContainer: Sendable {
    public let configuration: DaybookConfiguration
    public let localizer: Localizer
    let logger: Logger
    let dates: any DateSource
    let identifiers: any IdentifierSource
    let storage: Storage
    /// What a server counts, when it exposes metrics; `nil` counts nothing.
    public let metrics: DaybookMetrics?
    /// What features build once and share (a remote feature's repository).
    let shared = SharedModules()
    /// How passwords and API tokens are made into what is stored; one per process, so its bound
    /// on hashes at once holds for the whole process.
    let credentials: BcryptCredentialHasher
    /// What this process remembers of the accounts, while ``listenForAccountChanges()`` runs.
    let directory: AccountDirectory

    /// Opens the configured SQLite database, or describes the PostgreSQL one (then a driver runs
    /// ``storageService`` and calls ``prepareStorage()`` before using it). Fails with the
    /// ``SettingProblem`` of an unusable database URL, or the `AppError` of a database that cannot
    /// be opened: each a ``PresentableError`` the driver presents where it shows it. `lifetime`
    /// says whether the process ends once answered or outlives its answers (see ``AppLifetime``).
    /// `passwordHashCost` is bcrypt's for new passwords: 12, a quarter of a second a hash; tests
    /// that add many accounts lower it (4 to 31).
    public init(
        configuration: DaybookConfiguration,
        logger: Logger,
        dates: any DateSource = SystemDateSource(),
        identifiers: any IdentifierSource = RandomIdentifierSource(),
        metrics: DaybookMetrics? = nil,
        lifetime: AppLifetime = .command,
        passwordHashCost: UInt8 = BcryptCredentialHasher.defaultCost
    ) throws {
        var logger = logger
        logger.logLevel = configuration.logLevel
        self.configuration = configuration
        self.logger = logger
        self.dates = dates
        self.identifiers = identifiers
        self.metrics = metrics
        localizer = Localizer(language: configuration.language)
        let postgres = try configuration.postgres?.get()
        let storage = try Storage.open(
            sqlitePath: configuration.databasePath, postgres: postgres, logger: logger, metrics: metrics,
            lifetime: lifetime)
        self.storage = storage
        let credentials = BcryptCredentialHasher(cost: passwordHashCost)
        self.credentials = credentials
        directory = AccountDirectory(
            repository: DefaultAccountRepository(store: storage.accounts, hasher: credentials),
            changes: storage.changes)
    }

    /// What keeps a PostgreSQL database's connections going: run it for as long as the app runs
    /// (beside the web server, or around a command). `nil` for SQLite, which needs nothing.
    ///
    /// It also runs the change feed's listener (see ``changeFeed``), which holds a connection
    /// only while someone subscribes: a long-lived process that observes changes (the terminal
    /// app) runs it for its whole life, as `daybook serve` does in its service group and every
    /// other command does in a task of its own (`GlobalOptions.makeContainer(lifetime: .command)`).
    /// Without it, nothing is announced on PostgreSQL. When it ends, every observation ends.
    public var storageService: (@Sendable () async -> Void)? { storage.service }

    /// Reaches a PostgreSQL database and brings its schema up to date, once, even when several
    /// processes start together; fails with one line naming the server (never the password).
    public func prepareStorage() async throws(AppError) {
        try await storage.prepare()
    }

    /// Whether the database answers now: what a readiness check reports.
    public func storageIsReachable() async -> Bool {
        await storage.isReachable()
    }

    /// What an HTTP client counts under `provider` (see ``DaybookMetrics/upstream(provider:)``):
    /// nothing without metrics.
    func upstreamMetrics(provider: String) -> any UpstreamMetrics {
        metrics?.upstream(provider: provider) ?? NoUpstreamMetrics()
    }

    /// What `feature`'s cache is told of each lookup: counted when there are metrics.
    func cacheLookups(feature: String) -> @Sendable (CacheLookupOutcome) -> Void {
        guard let metrics else { return { _ in } }
        return metrics.cacheLookups(feature: feature)
    }

    /// The texts of `language`; the configured language's when `nil`. A server passes each
    /// request's language; the command line passes none.
    public func localizer(for language: Language?) -> Localizer {
        language.map(Localizer.init(language:)) ?? localizer
    }
}
