import DaybookData
import DaybookDomain
import DaybookInfrastructure
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
    let database: SQLiteDatabase
    /// What features build once and share (a remote feature's repository).
    let shared = SharedModules()

    /// Opens the configured database. Fails with a localized error a driver can print as is.
    public init(
        configuration: DaybookConfiguration,
        logger: Logger = Logger(label: "daybook"),
        dates: any DateSource = SystemDateSource(),
        identifiers: any IdentifierSource = RandomIdentifierSource()
    ) throws(ErrorViewState) {
        var logger = logger
        logger.logLevel = configuration.logLevel
        self.configuration = configuration
        self.logger = logger
        self.dates = dates
        self.identifiers = identifiers
        localizer = Localizer(language: configuration.language)
        logger.debug("opening database", metadata: ["path": "\(configuration.databasePath)"])
        do {
            database = try SQLiteDatabase(path: configuration.databasePath, logger: logger)
        } catch {
            throw ErrorPresenter(localizer: localizer, vocabulary: .shared).present(error)
        }
    }

    /// The texts of `language`; the configured language's when `nil`. A server passes each
    /// request's language; the command line passes none.
    public func localizer(for language: Language?) -> Localizer {
        language.map(Localizer.init(language:)) ?? localizer
    }
}

extension Result where Failure == SettingProblem {
    /// The value, or the problem worded in `localizer`'s language.
    func presented(by localizer: Localizer) throws(ErrorViewState) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let problem): throw problem.present(localizer)
        }
    }
}
