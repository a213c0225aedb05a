import Foundation

/// The current weather in one city, as a provider observed it. Temperatures are in °C.
///
/// Fields a provider does not report are `nil` (Open-Meteo has no description; a response may
/// lack a condition), and the Presentation ring decides what to show instead.
public struct Weather: Hashable, Sendable {
    public let city: String
    /// The provider's country: an ISO code ("JP") or a name ("Japan").
    public let country: String?
    public let temperature: Double
    public let feelsLike: Double?
    public let minimum: Double?
    public let maximum: Double?
    /// Relative humidity in percent.
    public let humidity: Int?
    public let condition: WeatherCondition?
    /// The provider's own words for the weather, if it gives any.
    public let description: String?
    public let observedAt: Date
    /// The city's offset from UTC, so times can be shown as local times there.
    public let utcOffsetSeconds: Int
    /// Today's hourly temperatures, oldest first; empty when the provider gives none.
    public let hourly: [HourlyTemperature]

    public init(
        city: String,
        country: String?,
        temperature: Double,
        feelsLike: Double? = nil,
        minimum: Double? = nil,
        maximum: Double? = nil,
        humidity: Int? = nil,
        condition: WeatherCondition?,
        description: String?,
        observedAt: Date,
        utcOffsetSeconds: Int,
        hourly: [HourlyTemperature] = []
    ) {
        self.city = city
        self.country = country
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.minimum = minimum
        self.maximum = maximum
        self.humidity = humidity
        self.condition = condition
        self.description = description
        self.observedAt = observedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.hourly = hourly
    }
}
