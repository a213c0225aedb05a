import Foundation

/// Weather together with where it came from and how old it is.
public struct WeatherReport: Hashable, Sendable {
    public let weather: Weather
    public let freshness: Freshness

    public init(weather: Weather, freshness: Freshness) {
        self.weather = weather
        self.freshness = freshness
    }
}
