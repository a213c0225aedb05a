import DaybookDomain
import Testing

@Suite("WeatherCondition codes")
struct WeatherConditionTests {
    /// The codes printed by `daybook weather --json` and kept in cached snapshots: a contract, so
    /// this list only ever grows, and the first seven are the ones snapshots were cached with
    /// before the finer conditions.
    @Test func theCodesAreAStableContract() {
        let codes: [WeatherCondition: String] = [
            .clear: "clear", .clouds: "clouds", .rain: "rain", .drizzle: "drizzle",
            .thunderstorm: "thunderstorm", .snow: "snow", .mist: "mist",
            .partlyCloudy: "partlyCloudy", .haze: "haze", .showers: "showers", .sleet: "sleet",
            .hail: "hail", .squall: "squall", .tornado: "tornado",
        ]
        #expect(codes.count == WeatherCondition.allCases.count)
        for condition in WeatherCondition.allCases {
            #expect(condition.rawValue == codes[condition])
            #expect(WeatherCondition(rawValue: condition.rawValue) == condition)
        }
    }

    @Test(arguments: ["clear", "clouds", "rain", "drizzle", "thunderstorm", "snow", "mist"])
    func codesCachedBeforeTheFinerConditionsStillRead(code: String) {
        #expect(WeatherCondition(rawValue: code)?.rawValue == code)
    }
}
