import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

@Suite("WeatherPresenter")
struct WeatherPresenterTests {
    @Test func errorsAreWordedInTheFeaturesTerms() {
        ErrorMessageChecks.expectDistinctMessages(WeatherText.vocabulary)
    }

    let english = WeatherPresenter(localizer: Localizer(language: .english))
    let japanese = WeatherPresenter(localizer: Localizer(language: .japanese))

    func report(_ weather: Weather, source: DataOrigin = .network, age: TimeInterval = 0) -> WeatherReport {
        WeatherReport(weather: weather, freshness: Freshness(origin: source, fetchedAt: TestDateSource.start, age: age))
    }

    /// Guide 000 shows `weather.description.capitalized`: a provider's words start with a capital
    /// ("heavy intensity rain" from OpenWeather). Japanese has no letter case and is left as it is.
    @Test func theProvidersDescriptionStartsWithACapital() {
        func described(_ text: String) -> Weather {
            Weather(
                city: "Tokyo", country: nil, temperature: 1, condition: .rain, description: text,
                observedAt: TestDateSource.start, utcOffsetSeconds: 0)
        }
        #expect(english.card(for: report(described("heavy intensity rain"))).description == "Heavy intensity rain")
        #expect(english.card(for: report(described("überall Regen"))).description == "Überall Regen")
        #expect(japanese.card(for: report(described("小雨"))).description == "小雨")
        #expect(english.card(for: report(described("Rain"))).description == "Rain")
        // The JSON keeps the provider's own words.
        #expect(english.json(for: report(described("heavy intensity rain"))).description == "heavy intensity rain")
    }

    @Test(
        "temperatures read as the guides show them",
        arguments: [
            (12.34, "12.3℃"), (10.51, "10.5℃"), (-3, "-3.0℃"), (-0.04, "0.0℃"), (0, "0.0℃"), (29.96, "30.0℃"),
        ])
    func temperature(celsius: Double, text: String) {
        #expect(WeatherPresenter.temperature(celsius) == text)
    }

    @Test(
        "each condition has its icon",
        arguments: [
            (WeatherCondition?.some(.clear), "sun.max.fill"), (.partlyCloudy, "cloud.sun.fill"),
            (.clouds, "cloud.fill"),
            (.mist, "cloud.fog.fill"), (.haze, "sun.haze.fill"), (.drizzle, "cloud.drizzle.fill"),
            (.rain, "cloud.rain.fill"), (.showers, "cloud.sun.rain.fill"), (.sleet, "cloud.sleet.fill"),
            (.snow, "cloud.snow.fill"), (.thunderstorm, "cloud.bolt.rain.fill"), (.hail, "cloud.hail.fill"),
            (.squall, "wind"), (.tornado, "tornado"), (nil, "questionmark.circle"),
        ])
    func icon(condition: WeatherCondition?, name: String) {
        #expect(WeatherPresenter.iconName(for: condition) == name)
    }

    @Test func everyConditionHasAnIconOfItsOwnAndNoneIsTheQuestionMark() {
        let names = WeatherCondition.allCases.map { WeatherPresenter.iconName(for: $0) }
        #expect(Set(names).count == WeatherCondition.allCases.count, "two conditions share an icon: \(names)")
        #expect(!names.contains(WeatherPresenter.iconName(for: nil)))
    }

    @Test(
        "every condition has a name of its own in every language",
        arguments: Language.allCases)
    func everyConditionIsNamed(language: Language) {
        let presenter = WeatherPresenter(localizer: Localizer(language: language))
        let names = WeatherCondition.allCases.map { condition in
            presenter.card(
                for: report(
                    Weather(
                        city: "Tokyo", country: nil, temperature: 1, condition: condition, description: nil,
                        observedAt: TestDateSource.start, utcOffsetSeconds: 0))
            ).description
        }
        #expect(names.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(Set(names).count == names.count, "two conditions share a name: \(names)")
        #expect(!names.contains(Localizer(language: language)(WeatherText.noDescription)))
    }

    @Test func newConditionsAreNamedInBothLanguages() {
        let hail = Weather(
            city: "Tokyo", country: nil, temperature: 1, condition: .hail, description: nil,
            observedAt: TestDateSource.start, utcOffsetSeconds: 0)
        #expect(english.card(for: report(hail)).description == "Thunderstorm with hail")
        #expect(japanese.card(for: report(hail)).description == "ひょうを伴う雷雨")
        #expect(english.card(for: report(hail)).iconName == "cloud.hail.fill")
    }

    @Test func aLoadedCard() {
        let weather = Weather(
            city: "Tokyo", country: "JP", temperature: 10.51, feelsLike: 10.07, minimum: 9.75, maximum: 12.59,
            humidity: 94, condition: .rain, description: "heavy intensity rain", observedAt: TestDateSource.start,
            utcOffsetSeconds: 32_400)
        let card = english.card(for: report(weather))
        #expect(card.place == "Tokyo, JP")
        #expect(card.temperature == "10.5℃")
        #expect(card.description == "Heavy intensity rain")
        #expect(card.iconName == "cloud.rain.fill")
        #expect(card.details == ["Feels like 10.1℃", "Low 9.8℃ · High 12.6℃", "Humidity 94%"])
        #expect(card.detailLine == "Feels like 10.1℃ · Low 9.8℃ · High 12.6℃ · Humidity 94%")
        #expect(japanese.card(for: report(weather)).detailLine == "体感 10.1℃・最低 9.8℃・最高 12.6℃・湿度 94%")
        #expect(card.staleNotice == nil && card.hourly.isEmpty)
    }

    @Test func descriptionsFallBackToTheConditionThenToNoDescription() {
        let noDescription = Weather(
            city: "Tokyo", country: nil, temperature: 1, condition: .snow, description: nil,
            observedAt: TestDateSource.start, utcOffsetSeconds: 0)
        #expect(english.card(for: report(noDescription)).description == "Snow")
        #expect(japanese.card(for: report(noDescription)).description == "雪")
        let nothing = Weather(
            city: "Tokyo", country: nil, temperature: 1, condition: nil, description: nil,
            observedAt: TestDateSource.start, utcOffsetSeconds: 0)
        #expect(english.card(for: report(nothing)).description == "No description")
        #expect(japanese.card(for: report(nothing)).description == "説明なし")
        #expect(english.card(for: report(nothing)).place == "Tokyo")
    }

    @Test func staleWeatherSaysHowOld() {
        let card = japanese.card(for: report(.fixture(), source: .stale, age: 7_200))
        #expect(card.staleNotice == "更新できませんでした。2時間前の天気です。")
        #expect(
            english.card(for: report(.fixture(), source: .stale, age: 300)).staleNotice
                == "Could not update: this is the weather from 5 min ago.")
        #expect(english.card(for: report(.fixture(), source: .cache, age: 300)).staleNotice == nil)
    }

    @Test(
        arguments: [
            (30.0, "just now"), (59, "just now"), (60, "1 min ago"), (3_599, "59 min ago"), (3_600, "1 h ago"),
            (172_799, "47 h ago"), (172_800, "2 days ago"),
        ])
    func ages(seconds: TimeInterval, text: String) {
        #expect(AgeFormatter(localizer: Localizer(language: .english))(seconds) == text)
    }

    @Test func hoursAreLocalToTheCity() {
        let midnightInTokyo = Date(timeIntervalSince1970: 1_758_466_800)  // 2025-09-21T15:00:00Z
        let weather = Weather(
            city: "Tokyo", country: "JP", temperature: 25, condition: .clear, description: nil,
            observedAt: midnightInTokyo, utcOffsetSeconds: 32_400,
            hourly: [
                HourlyTemperature(time: midnightInTokyo, temperature: 25.9),
                HourlyTemperature(time: midnightInTokyo.addingTimeInterval(13 * 3_600), temperature: 30.3),
            ])
        let card = english.card(for: report(weather))
        #expect(card.hourly.map(\.hour) == ["00:00", "13:00"])
        #expect(card.hourly.map(\.label) == ["25.9℃", "30.3℃"])
    }

    @Test func jsonKeepsNumbersAndTheProvidersWords() {
        let json = english.json(for: report(.fixture(temperature: 10.51), source: .stale, age: 90.7))
        #expect(json.temperature == 10.51 && json.condition == "clear" && json.description == "clear sky")
        #expect(json.freshness == FreshnessJSON(source: "stale", stale: true, ageSeconds: 90))
    }
}

@Suite("WeatherJSON")
struct WeatherJSONTests {
    @Test func absentFieldsAreNullNotMissing() throws {
        let weather = Weather(
            city: "Tokyo", country: nil, temperature: 1, condition: nil, description: nil,
            observedAt: TestDateSource.start, utcOffsetSeconds: 0)
        let json = WeatherPresenter(localizer: Localizer(language: .english)).json(
            for: WeatherReport(weather: weather, freshness: .fetched(at: TestDateSource.start)))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.json(style: .pretty))) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "city", "country", "temperature", "feelsLike", "minimum", "maximum", "humidity", "condition",
                "description", "observedAt", "fetchedAt", "source", "stale", "ageSeconds", "hourly",
            ])
        #expect(object["country"] is NSNull && object["condition"] is NSNull && object["humidity"] is NSNull)
    }
}
