import Foundation

/// Weather together with where it came from and how old it is.
public struct WeatherReport: Hashable, Sendable {
    public typealias Source = DataOrigin

    public let weather: Weather
    public let source: Source
    /// When it was fetched from the provider.
    public let fetchedAt: Date
    /// How long ago that was, when it was served.
    public let age: TimeInterval

    public init(weather: Weather, source: Source, fetchedAt: Date, age: TimeInterval) {
        self.weather = weather
        self.source = source
        self.fetchedAt = fetchedAt
        self.age = age
    }
}
