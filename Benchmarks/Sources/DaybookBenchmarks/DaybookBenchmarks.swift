import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation
import Logging

/// In-process benchmarks of Daybook's core, each printing one line of JSON.
///
/// `Benchmarks/run.sh` runs every one in its own process, so each peak resident size is its own.
@main
struct DaybookBenchmarks: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "DaybookBenchmarks",
        abstract: "Measure Daybook's layers in process. Build with -c release; see Benchmarks/README.md.",
        subcommands: [
            SeedTodos.self, ListTodos.self, ImportTodos.self, CachedWeather.self, ConcurrentWeather.self,
        ]
    )
}

extension AppContainer {
    /// A container over `path` with nothing of the user's environment: English, quiet.
    static func benchmark(database path: String, weather: WeatherSettings? = nil) throws -> AppContainer {
        do {
            return try AppContainer(
                configuration: DaybookConfiguration(
                    databasePath: path, language: .english, logLevel: .critical,
                    weather: .success(weather ?? WeatherSettings(provider: .openMeteo))),
                logger: Logger(label: "daybook.benchmarks"))
        } catch {
            throw ValidationError(ErrorViewState(error, localizer: Localizer(language: .english)).message)
        }
    }
}

/// Titles like a user's: numbered, of ordinary length.
func sampleTitles(_ count: Int) -> String {
    (1...max(1, count)).map { "Todo number \($0): write the weekly report" }.joined(separator: "\n")
}
