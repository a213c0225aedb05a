import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation
import Logging

/// Options every command takes: where the data is, which language, how much to log.
///
/// Commands declare them as `@OptionGroup(title: GlobalOptions.helpTitle)`, so each command's
/// help lists these under a heading of their own, apart from the command's own options.
struct GlobalOptions: ParsableArguments {
    static let helpTitle = "Global Options"

    /// `[--database <path>] … [--config <path>]`, for a usage line written by hand: the
    /// parser's, without the name it gives the group.
    static var synopsis: String {
        String(usageString().split(separator: " ", maxSplits: 1).last ?? "")
    }

    @Option(
        name: .customLong("database"),
        help: ArgumentHelp(
            "The SQLite database file (env: DAYBOOK_DATABASE).",
            discussion: "Created, with its folder, on first use.",
            valueName: "path"
        )
    )
    var databasePath: String?

    @Option(
        name: .customLong("database-url"),
        help: ArgumentHelp(
            "A PostgreSQL database to keep everything in instead (env: DAYBOOK_DATABASE_URL).",
            discussion: """
                postgres://USER:PASSWORD@HOST:PORT/DATABASE, with ?sslmode=require for TLS. Several \
                `daybook serve` processes and commands may share it. Prefer the variable: a flag is \
                visible to other users of the machine.
                """,
            valueName: "url"
        )
    )
    var databaseURL: String?

    @Option(
        name: .customLong("user"),
        help: ArgumentHelp(
            "Whose data to use, when people have accounts (env: DAYBOOK_USER). Default: the only account, or "
                + "everyone's when there is none.",
            valueName: "name"))
    var user: String?

    @Option(
        name: .customLong("lang"),
        help: "Language of messages: en or ja (env: DAYBOOK_LANG, else LC_ALL, LC_MESSAGES, LANG).")
    var language: LanguageOption?

    @Flag(name: .shortAndLong, help: "Log diagnostics (debug level) to standard error.")
    var verbose = false

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A JSON configuration file (env: DAYBOOK_CONFIG). Default: $XDG_CONFIG_HOME/daybook/config.json, "
                + "when there is one.",
            discussion: "Its keys are the settings' variable names in lower case without DAYBOOK_, such as "
                + "\"port\" or \"database_url\". Flags and variables win over it.",
            valueName: "path"))
    var configurationPath: String?

    func validate() throws {
        if databasePath?.isEmpty == true {
            throw ValidationError(localizer(CommandLineText.databaseNeedsPath))
        }
        if databasePath != nil && databaseURL != nil {
            throw ValidationError(localizer(CommandLineText.twoDatabases))
        }
    }

    /// Whom the command acts for in `container`'s database: `--user`, else `DAYBOOK_USER`, else
    /// the only account, or the household when there are none (see
    /// ``AppContainer/actingPerson(named:)``). Fails for a name no account has, or when several
    /// people have accounts and none was named.
    func person(in container: AppContainer) async throws -> Person {
        let named = user ?? ProcessInfo.processInfo.environment["DAYBOOK_USER"].flatMap { $0.isEmpty ? nil : $0 }
        return try await container.actingPerson(named: named)
    }

    /// The language of messages, as the configuration resolves it (`--lang`, `DAYBOOK_LANG`, the
    /// configuration file, the locale), known even when the command failed: a usage error, a
    /// configuration file that cannot be used (then without the file), a failure to show.
    var localizer: Localizer {
        if let language = language?.language { return Localizer(language: language) }
        let environment = ProcessInfo.processInfo.environment
        let file = try? ConfigurationFile.load(flag: configurationPath, environment: environment)
        return Localizer(
            language: DaybookConfiguration.resolve(environment: SettingValues(environment: environment, file: file))
                .language)
    }

    /// Resolves the configuration and opens the app. Fails with a ``PresentableError`` (an
    /// unusable setting, a database that cannot be opened), which ``DaybookCommand`` shows.
    ///
    /// A PostgreSQL database's pool is started here and runs until the process ends (the
    /// command's work is done by then), unless `lifetime` is ``AppLifetime/server``: `serve`
    /// runs it beside the server instead, so it stops after the requests in flight.
    ///
    /// Logs go to standard error at `defaultLogLevel` unless `-v` or `DAYBOOK_LOG_LEVEL` says
    /// otherwise (commands stay quiet; the server logs at `info`).
    func makeContainer(
        weatherProvider: WeatherSettings.Provider? = nil, lifetime: AppLifetime = .command,
        defaultLogLevel: Logger.Level = .critical, logFormat: LogFormat? = nil
    ) async throws -> AppContainer {
        let configuration = try configuration(
            weatherProvider: weatherProvider, defaultLogLevel: defaultLogLevel, logFormat: logFormat)
        return try await makeContainer(configuration: configuration, lifetime: lifetime)
    }

    /// The resolved configuration, over `values` (read from the environment and the file when
    /// not given), with logging set up from it; fails on an unusable log format.
    func configuration(
        weatherProvider: WeatherSettings.Provider? = nil, defaultLogLevel: Logger.Level = .critical,
        logFormat: LogFormat? = nil, values: SettingValues? = nil
    ) throws -> DaybookConfiguration {
        var flags = DaybookConfiguration.Flags(
            databasePath: databasePath, databaseURL: databaseURL, language: language?.language, verbose: verbose,
            weatherProvider: weatherProvider)
        flags.defaultLogLevel = defaultLogLevel
        flags.logFormat = logFormat
        let configuration = DaybookConfiguration.resolve(flags: flags, environment: try values ?? settingValues())
        LogBootstrap.once(level: configuration.logLevel, format: try configuration.logFormat.get())
        // A URL where the SQLite file's path goes is the command typed wrong: said before
        // anything else is looked at (`serve` checks its ports before it opens the database).
        if case .failure(let problem) = configuration.postgres, case .databaseURLAsPath = problem { throw problem }
        return configuration
    }

    /// The environment over the configuration file; fails on a file that cannot be used.
    func settingValues() throws(SettingProblem) -> SettingValues {
        let environment = ProcessInfo.processInfo.environment
        let file = try ConfigurationFile.load(flag: configurationPath, environment: environment)
        return SettingValues(environment: environment, file: file)
    }

    /// The app over `configuration`, counting into `metrics` when given (see ``makeContainer(weatherProvider:lifetime:defaultLogLevel:logFormat:)``).
    func makeContainer(
        configuration: DaybookConfiguration, lifetime: AppLifetime, metrics: DaybookMetrics? = nil
    ) async throws -> AppContainer {
        let container = try AppContainer(
            configuration: configuration, logger: Logger(label: "daybook"), metrics: metrics, lifetime: lifetime)
        if lifetime == .command, let pool = container.storageService { Task.detached { await pool() } }
        try await container.prepareStorage()
        return container
    }
}
