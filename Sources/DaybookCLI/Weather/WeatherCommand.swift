import ArgumentParser
import DaybookComposition
import DaybookPresentation
import Foundation

struct WeatherCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Show the current weather in a city.",
        discussion: """
            Uses OpenWeather when OPENWEATHER_API_KEY is set, else Open-Meteo (no key needed). \
            Answers are cached for \(RemoteServiceDefaults.cacheMaximumAgeText) (DAYBOOK_WEATHER_CACHE_SECONDS). When the provider \
            fails for a reason that may pass (offline, timeout, server error, rate limit), the \
            last answer is shown with its age.

            Provider addresses (scheme, host and port) can be changed with DAYBOOK_OPENWEATHER_URL, \
            DAYBOOK_OPENMETEO_GEOCODING_URL and DAYBOOK_OPENMETEO_FORECAST_URL; requests time out \
            after DAYBOOK_HTTP_TIMEOUT seconds (\(Int(RemoteServiceDefaults.requestTimeout))).

            Examples:
              daybook weather Tokyo
              daybook weather New York --refresh
              daybook weather 東京 --lang ja --json
            """
    )

    @Argument(help: "The city, such as Tokyo or \"New York\" (words are joined).")
    var city: [String]

    @Option(help: "Which provider to ask (env: DAYBOOK_WEATHER_PROVIDER).")
    var provider: WeatherSettings.Provider?

    @Flag(help: "Ask the provider even when a fresh answer is cached.")
    var refresh = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup(title: GlobalOptions.helpTitle) var global: GlobalOptions

    func run() async throws {
        let container = try await global.makeContainer(weatherProvider: provider)
        let controller = try container.makeWeatherController()
        let city = city.joined(separator: " ")
        let lookup: WeatherLookup
        do {
            lookup = try await Console.withSpinner(container.localizer(WeatherText.loading, ["city": city])) {
                try await controller.lookup(city: city, refresh: refresh)
            }
        } catch {
            // A city not found is named as it was typed: "No city named “Atlantis” was found."
            throw Console.failing(with: ErrorViewState(error, about: city, localizer: container.localizer))
        }
        try Console.show(lookup, asJSON: json)
    }
}
