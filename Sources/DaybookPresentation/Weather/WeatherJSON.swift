import Foundation

/// The stable, language-independent JSON form of a weather lookup. Temperatures in °C.
/// Fields may be added, never renamed or removed.
public struct WeatherJSON: Codable, Hashable, Sendable {
    public struct Hour: Codable, Hashable, Sendable {
        public let time: Date
        public let temperature: Double
    }

    public let city: String
    public let country: String?
    public let temperature: Double
    public let feelsLike: Double?
    public let minimum: Double?
    public let maximum: Double?
    public let humidity: Int?
    /// clear, clouds, rain, drizzle, thunderstorm, snow, mist; `null` when not reported.
    public let condition: String?
    /// The provider's own description, `null` when it gives none.
    public let description: String?
    public let observedAt: Date
    public let fetchedAt: Date
    /// network, cache or stale.
    public let source: String
    public let stale: Bool
    /// Seconds since it was fetched.
    public let ageSeconds: Int
    public let hourly: [Hour]
}
