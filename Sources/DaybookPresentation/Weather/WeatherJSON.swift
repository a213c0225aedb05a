import Foundation

/// The stable JSON form of a weather lookup. Temperatures in °C. Every key is always present
/// (`null` when the provider did not report it). Field names do not depend on the language;
/// `city` and `description` are the provider's words in the requested language.
/// Fields may be added, never renamed or removed.
public struct WeatherJSON: Encodable, Hashable, Sendable {
    public struct Hour: Encodable, Hashable, Sendable {
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
    /// `source`, `stale` and `ageSeconds`, written as fields of this object.
    public let freshness: FreshnessJSON
    public let hourly: [Hour]

    private enum CodingKeys: String, CodingKey {
        case city, country, temperature, feelsLike, minimum, maximum, humidity, condition, description, observedAt,
            fetchedAt, hourly
    }

    public func encode(to encoder: any Encoder) throws {
        // Spelled out because the synthesized encoder leaves out nil fields instead of writing null.
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(city, forKey: .city)
        try container.encode(country, forKey: .country)
        try container.encode(temperature, forKey: .temperature)
        try container.encode(feelsLike, forKey: .feelsLike)
        try container.encode(minimum, forKey: .minimum)
        try container.encode(maximum, forKey: .maximum)
        try container.encode(humidity, forKey: .humidity)
        try container.encode(condition, forKey: .condition)
        try container.encode(description, forKey: .description)
        try container.encode(observedAt, forKey: .observedAt)
        try container.encode(fetchedAt, forKey: .fetchedAt)
        try container.encode(hourly, forKey: .hourly)
        try freshness.encode(to: encoder)
    }
}

extension WeatherJSON: JSONWritable {
    /// Keys sorted, the freshness fields among them, every one present.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        freshness.writeAge(to: &writer)
        writer.key("city")
        writer.value(city)
        writer.key("condition")
        writer.value(condition)
        writer.key("country")
        writer.value(country)
        writer.key("description")
        writer.value(description)
        writer.key("feelsLike")
        writer.value(feelsLike)
        writer.key("fetchedAt")
        writer.value(fetchedAt)
        writer.key("hourly")
        writer.value(hourly)
        writer.key("humidity")
        writer.value(humidity)
        writer.key("maximum")
        writer.value(maximum)
        writer.key("minimum")
        writer.value(minimum)
        writer.key("observedAt")
        writer.value(observedAt)
        freshness.writeSource(to: &writer)
        writer.key("temperature")
        writer.value(temperature)
        writer.endObject()
    }
}

extension WeatherJSON.Hour: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("temperature")
        writer.value(temperature)
        writer.key("time")
        writer.value(time)
        writer.endObject()
    }
}
