import DaybookDomain
import Foundation

/// Turns a weather report into the card and its JSON. Pure and nonisolated.
public struct WeatherPresenter: Sendable {
    private let localize: Localizer
    private let freshness: FreshnessPresenter

    public init(localizer: Localizer) {
        localize = localizer
        freshness = FreshnessPresenter(localizer: localizer)
    }

    public func card(for report: WeatherReport) -> WeatherCardViewState {
        let weather = report.weather
        var details: [String] = []
        if let feelsLike = weather.feelsLike {
            details.append(localize(WeatherText.feelsLike, ["temperature": Self.temperature(feelsLike)]))
        }
        if let minimum = weather.minimum, let maximum = weather.maximum {
            details.append(
                localize(
                    WeatherText.range, ["minimum": Self.temperature(minimum), "maximum": Self.temperature(maximum)]))
        }
        if let humidity = weather.humidity {
            details.append(localize(WeatherText.humidity, ["humidity": "\(humidity)"]))
        }
        return WeatherCardViewState(
            place: [weather.city, weather.country].compactMap { $0 }.joined(separator: ", "),
            temperature: Self.temperature(weather.temperature),
            description: description(of: weather),
            isDescribed: weather.condition != nil || weather.description != nil,
            iconName: Self.iconName(for: weather.condition),
            details: details,
            detailLine: details.joined(separator: localize(WeatherText.detailSeparator)),
            staleNotice: freshness.staleNotice(report.freshness, WeatherText.stale),
            hourly: weather.hourly.map { point in
                HourlyPointViewState(
                    hour: Self.hour(of: point.time, utcOffsetSeconds: weather.utcOffsetSeconds),
                    temperature: point.temperature,
                    label: Self.temperature(point.temperature)
                )
            }
        )
    }

    public func json(for report: WeatherReport) -> WeatherJSON {
        let weather = report.weather
        return WeatherJSON(
            city: weather.city, country: weather.country, temperature: weather.temperature,
            feelsLike: weather.feelsLike, minimum: weather.minimum, maximum: weather.maximum,
            humidity: weather.humidity, condition: weather.condition?.rawValue, description: weather.description,
            observedAt: weather.observedAt, fetchedAt: report.freshness.fetchedAt,
            freshness: freshness.json(report.freshness),
            hourly: weather.hourly.map { WeatherJSON.Hour(time: $0.time, temperature: $0.temperature) }
        )
    }

    // MARK: - Formatting rules

    /// One decimal and the degree-Celsius sign, as the guides show it: `12.3℃`. Never "-0.0℃".
    public static func temperature(_ celsius: Double) -> String {
        let rounded = (celsius * 10).rounded() / 10
        return DecimalText.oneDecimal(rounded == 0 ? 0 : rounded) + "℃"
    }

    /// The condition's SF Symbols name: a SwiftUI view shows it as is, the web draws its own SVG
    /// for each. Every condition has an icon of its own; the question mark is only for no condition.
    public static func iconName(for condition: WeatherCondition?) -> String {
        switch condition {
        case .clear: "sun.max.fill"
        case .partlyCloudy: "cloud.sun.fill"
        case .clouds: "cloud.fill"
        case .mist: "cloud.fog.fill"
        case .haze: "sun.haze.fill"
        case .drizzle: "cloud.drizzle.fill"
        case .rain: "cloud.rain.fill"
        case .showers: "cloud.sun.rain.fill"
        case .sleet: "cloud.sleet.fill"
        case .snow: "cloud.snow.fill"
        case .thunderstorm: "cloud.bolt.rain.fill"
        case .hail: "cloud.hail.fill"
        case .squall: "wind"
        case .tornado: "tornado"
        case nil: "questionmark.circle"
        }
    }

    /// The condition's own name, for when the provider gives no words of its own.
    private static func text(for condition: WeatherCondition) -> WeatherText {
        switch condition {
        case .clear: .clear
        case .partlyCloudy: .partlyCloudy
        case .clouds: .clouds
        case .mist: .mist
        case .haze: .haze
        case .drizzle: .drizzle
        case .rain: .rain
        case .showers: .showers
        case .sleet: .sleet
        case .snow: .snow
        case .thunderstorm: .thunderstorm
        case .hail: .hail
        case .squall: .squall
        case .tornado: .tornado
        }
    }

    private func description(of weather: Weather) -> String {
        if let description = weather.description { return Self.capitalizingFirstLetter(description) }
        return localize(weather.condition.map(Self.text(for:)) ?? WeatherText.noDescription)
    }

    /// "heavy intensity rain" → "Heavy intensity rain": guide 000 shows `description.capitalized`,
    /// but only the first letter is made a capital here, so "Rain in Tokyo" keeps its own case.
    /// Scripts without letter case (Japanese) are left as they are.
    static func capitalizingFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// "HH:mm" in the city's own time, whatever the time zone of the machine.
    private static func hour(of date: Date, utcOffsetSeconds: Int) -> String {
        let local = Int(date.timeIntervalSince1970) + utcOffsetSeconds
        let minutes = ((local / 60) % 1_440 + 1_440) % 1_440
        return DecimalText.twoDigits(minutes / 60) + ":" + DecimalText.twoDigits(minutes % 60)
    }
}
