import DaybookInfrastructure
import DaybookPresentation
import Foundation
import Logging

/// Everything Daybook can be configured with, resolved once at start-up.
///
/// Precedence, highest first: command-line flag, `DAYBOOK_…` environment variable, default.
public struct DaybookConfiguration: Hashable, Sendable {
    /// The SQLite database file; created with its folder on first use.
    public var databasePath: String
    public var language: Language
    public var logLevel: Logger.Level
    /// The Weather feature's settings, or why they are unusable. Kept as a result so a bad weather
    /// variable fails `daybook weather`, not every other command.
    public var weather: Result<WeatherSettings, ErrorViewState>
    /// The Posts feature's settings, or why they are unusable.
    public var posts: Result<PostsSettings, ErrorViewState>
    /// The proxies the environment names (`https_proxy`, `no_proxy`…), for the remote features, or
    /// why one is unusable (then those features fail with that message, never going around it).
    public var proxies: Result<HTTPProxies, ErrorViewState>

    public init(
        databasePath: String,
        language: Language,
        logLevel: Logger.Level,
        weather: Result<WeatherSettings, ErrorViewState> = .success(WeatherSettings(provider: .openMeteo)),
        posts: Result<PostsSettings, ErrorViewState> = .success(PostsSettings()),
        proxies: Result<HTTPProxies, ErrorViewState> = .success(.none)
    ) {
        self.databasePath = databasePath
        self.language = language
        self.logLevel = logLevel
        self.weather = weather
        self.posts = posts
        self.proxies = proxies
    }
}

extension DaybookConfiguration {
    /// What the command line gave; `nil` means "not given".
    public struct Flags: Hashable, Sendable {
        public var databasePath: String?
        public var language: Language?
        public var verbose: Bool
        public var weatherProvider: WeatherSettings.Provider?

        public init(
            databasePath: String? = nil,
            language: Language? = nil,
            verbose: Bool = false,
            weatherProvider: WeatherSettings.Provider? = nil
        ) {
            self.databasePath = databasePath
            self.language = language
            self.verbose = verbose
            self.weatherProvider = weatherProvider
        }
    }

    /// Resolves flags over the environment over the defaults. Pure, so tests pass their own
    /// environment instead of changing the process's.
    public static func resolve(
        flags: Flags = Flags(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DaybookConfiguration {
        let databasePath =
            flags.databasePath ?? environment["DAYBOOK_DATABASE"].nonEmpty
            ?? DataDirectory.default(environment: environment).appendingPathComponent("daybook.sqlite").path
        let language =
            flags.language
            ?? environment["DAYBOOK_LANG"].nonEmpty.flatMap(Language.init(localeIdentifier:))
            ?? Language.preferred(in: environment)
        let logLevel: Logger.Level =
            flags.verbose
            ? .debug
            // Diagnostics only when asked for: the user-facing message is printed separately.
            : environment["DAYBOOK_LOG_LEVEL"].nonEmpty.flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .critical
        let weather = Result { () throws(ErrorViewState) in
            try WeatherSettings.resolve(
                provider: flags.weatherProvider, environment: environment, localizer: Localizer(language: language))
        }
        let posts = Result { () throws(ErrorViewState) in
            try PostsSettings.resolve(environment: environment, localizer: Localizer(language: language))
        }
        return DaybookConfiguration(
            databasePath: databasePath, language: language, logLevel: logLevel, weather: weather, posts: posts,
            proxies: Result { () throws(ErrorViewState) in
                do throws(HTTPProxies.UnusableProxy) {
                    return try HTTPProxies.from(environment: environment)
                } catch {
                    throw ErrorViewState(
                        message: Localizer(language: language)(.errorUnusableProxy, ["name": error.variable]),
                        kind: .invalidInput)
                }
            })
    }
}

extension Optional where Wrapped == String {
    /// An empty variable (`DAYBOOK_DATABASE=`) counts as unset.
    var nonEmpty: String? {
        switch self {
        case .some(let value) where !value.isEmpty: value
        default: nil
        }
    }
}
