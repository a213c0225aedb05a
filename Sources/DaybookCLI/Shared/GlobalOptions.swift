import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation
import Logging

/// Options every command takes: where the data is, which language, how much to log.
struct GlobalOptions: ParsableArguments {
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
        name: .customLong("lang"),
        help: "Language of messages: en or ja (env: DAYBOOK_LANG, else LC_ALL, LC_MESSAGES, LANG).")
    var language: LanguageOption?

    @Flag(name: .shortAndLong, help: "Log diagnostics (debug level) to standard error.")
    var verbose = false

    func validate() throws {
        if databasePath?.isEmpty == true {
            throw ValidationError("--database needs a file path.")
        }
    }

    /// Resolves the configuration and opens the app; on failure prints the localized message and
    /// exits with the status for its kind.
    func makeContainer(weatherProvider: WeatherSettings.Provider? = nil) throws -> AppContainer {
        let flags = DaybookConfiguration.Flags(
            databasePath: databasePath, language: language?.language, verbose: verbose,
            weatherProvider: weatherProvider)
        let configuration = DaybookConfiguration.resolve(flags: flags)
        LogBootstrap.once(level: configuration.logLevel)
        return try Console.reportingSetupFailure { () throws(ErrorViewState) in
            try AppContainer(configuration: configuration)
        }
    }
}
