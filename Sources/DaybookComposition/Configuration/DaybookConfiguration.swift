import DaybookDomain
import DaybookHTTP
import DaybookPostgres
import DaybookPresentation
import Foundation
import Logging

/// Everything Daybook can be configured with, resolved once at start-up.
///
/// Precedence, highest first: command-line flag, `DAYBOOK_…` environment variable, the
/// configuration file's key (see ``ConfigurationFile``), default.
public struct DaybookConfiguration: Hashable, Sendable {
    /// The SQLite database file; created with its folder on first use. Not used when
    /// ``postgres`` names a server.
    public var databasePath: String
    /// The PostgreSQL database everything is kept in instead (`--database-url`,
    /// `DAYBOOK_DATABASE_URL`), or why its URL is unusable; `nil` for SQLite. A URL given for
    /// the SQLite file (`--database postgres://…`) is a failure here too, so that no file is
    /// ever made at a path that is a URL with its password in it.
    public var postgres: Result<PostgresLocation, SettingProblem>?
    public var language: Language
    public var logLevel: Logger.Level
    /// How log lines are written (`--log-format`, `DAYBOOK_LOG_FORMAT`), or why the value is
    /// unusable.
    public var logFormat: Result<LogFormat, SettingProblem> = .success(.text)
    /// The Weather feature's settings, or why they are unusable. Kept as a result so a bad weather
    /// variable fails `daybook weather`, not every other command; kept as a ``SettingProblem`` so
    /// each page words it in its visitor's language.
    public var weather: Result<WeatherSettings, SettingProblem>
    /// The Posts feature's settings, or why they are unusable.
    public var posts: Result<PostSettings, SettingProblem>
    /// The proxies the environment names (`https_proxy`, `no_proxy`…), for the remote features, or
    /// why one is unusable (then those features fail with that problem, never going around it).
    public var proxies: Result<HTTPProxies, SettingProblem>

    public init(
        databasePath: String,
        language: Language,
        logLevel: Logger.Level,
        weather: Result<WeatherSettings, SettingProblem> = .success(WeatherSettings(provider: .openMeteo)),
        posts: Result<PostSettings, SettingProblem> = .success(PostSettings()),
        proxies: Result<HTTPProxies, SettingProblem> = .success(.none),
        postgres: Result<PostgresLocation, SettingProblem>? = nil
    ) {
        self.databasePath = databasePath
        self.postgres = postgres
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
        public var databaseURL: String?
        public var language: Language?
        public var verbose: Bool
        public var weatherProvider: WeatherSettings.Provider?
        /// The level without `-v` or `DAYBOOK_LOG_LEVEL`: `critical` (quiet) for commands,
        /// `info` for the server.
        public var defaultLogLevel: Logger.Level = .critical
        public var logFormat: LogFormat?

        public init(
            databasePath: String? = nil,
            databaseURL: String? = nil,
            language: Language? = nil,
            verbose: Bool = false,
            weatherProvider: WeatherSettings.Provider? = nil
        ) {
            self.databasePath = databasePath
            self.databaseURL = databaseURL
            self.language = language
            self.verbose = verbose
            self.weatherProvider = weatherProvider
        }
    }

    /// Resolves flags over the environment (and the configuration file under it) over the
    /// defaults. Pure, so tests pass their own values instead of changing the process's.
    public static func resolve(
        flags: Flags = Flags(),
        environment: SettingValues = SettingValues(ProcessInfo.processInfo.environment)
    ) -> DaybookConfiguration {
        let databasePath =
            flags.databasePath ?? environment["DAYBOOK_DATABASE"].nonEmpty
            ?? DataDirectory.default(environment: environment.all).appendingPathComponent("daybook.sqlite").path
        let language =
            flags.language
            ?? environment["DAYBOOK_LANG"].nonEmpty.flatMap(Language.init(localeIdentifier:))
            ?? Language.preferred(in: environment.all)
        let logLevel: Logger.Level =
            flags.verbose
            ? .debug
            // Diagnostics only when asked for: the user-facing message is printed separately.
            : environment["DAYBOOK_LOG_LEVEL"].nonEmpty.flatMap { Logger.Level(rawValue: $0.lowercased()) }
                ?? flags.defaultLogLevel
        let weather = Result { () throws(SettingProblem) in
            try WeatherSettings.resolve(provider: flags.weatherProvider, environment: environment)
        }
        let posts = Result { () throws(SettingProblem) in try PostSettings.resolve(environment: environment) }
        var configuration = DaybookConfiguration(
            databasePath: databasePath, language: language, logLevel: logLevel, weather: weather, posts: posts,
            proxies: proxies(environment.all), postgres: postgres(flags: flags, environment: environment))
        configuration.logFormat = Result { () throws(SettingProblem) in
            if let format = flags.logFormat { return format }
            let reader = EnvironmentReader(environment: environment)
            return try reader.value("DAYBOOK_LOG_FORMAT") { LogFormat(rawValue: $0.lowercased()) } ?? .text
        }
        return configuration
    }

    /// Whether `location` is a URL that holds a password (`postgres://user:PASSWORD@host/db`):
    /// one no command line may carry, since every user of the machine can read a command line.
    public static func carriesPassword(_ location: String) -> Bool {
        namesURL(location) && !(URLComponents(string: location)?.password ?? "").isEmpty
    }

    /// Whether `location` is shaped like a URL (`scheme://…`, or `postgres:`/`postgresql:` in
    /// any case): such a text names a server, never a file, and may carry a password.
    static func namesURL(_ location: String) -> Bool {
        let lowered = location.lowercased()
        return location.contains("://") || lowered.hasPrefix("postgres:") || lowered.hasPrefix("postgresql:")
    }

    /// The PostgreSQL database, when a URL names one. A flag beats the environment, and a
    /// `--database` path beats `DAYBOOK_DATABASE_URL` (any flag beats any variable).
    private static func postgres(flags: Flags, environment: SettingValues) -> Result<
        PostgresLocation, SettingProblem
    >? {
        let (name, text): (String, String)
        if let url = flags.databaseURL {
            (name, text) = ("--database-url", url)
        } else if flags.databasePath == nil, let url = environment["DAYBOOK_DATABASE_URL"].nonEmpty {
            (name, text) = (environment.name(of: "DAYBOOK_DATABASE_URL"), url)
        } else if let path = flags.databasePath, namesURL(path) {
            return .failure(.databaseURLAsPath(name: "--database"))
        } else if flags.databasePath == nil, let path = environment["DAYBOOK_DATABASE"].nonEmpty, namesURL(path) {
            return .failure(.databaseURLAsPath(name: environment.name(of: "DAYBOOK_DATABASE")))
        } else {
            return nil
        }
        return Result { () throws(SettingProblem) in
            let poolSize =
                try EnvironmentReader(environment: environment).value("DAYBOOK_DATABASE_POOL_SIZE") { text in
                    Int(text).flatMap { (1...1_000).contains($0) ? $0 : nil }
                } ?? PostgresLocation.defaultPoolSize
            guard var location = PostgresLocation(url: text, poolSize: poolSize) else {
                throw .unusableDatabaseURL(name: name)
            }
            if let seconds = try EnvironmentReader(environment: environment).seconds(
                "DAYBOOK_DATABASE_TIMEOUT", within: .databaseTimeout)
            {
                location.operationTimeout = Milliseconds.duration(seconds: seconds)
            }
            return location
        }
    }

    private static func proxies(_ environment: [String: String]) -> Result<HTTPProxies, SettingProblem> {
        Result { () throws(SettingProblem) in
            do throws(HTTPProxies.UnusableProxy) {
                return try HTTPProxies.from(environment: environment)
            } catch {
                throw .unusableProxy(name: error.variable)
            }
        }
    }
}
