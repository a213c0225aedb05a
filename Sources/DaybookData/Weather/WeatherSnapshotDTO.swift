import DaybookDomain
import Foundation

/// `Weather` as the cache stores it, in JSON. Version it by adding optional fields only: an old
/// payload that no longer decodes is treated as a cache miss.
struct WeatherSnapshotDTO: Codable {
    struct Hour: Codable {
        let time: Date
        let temperature: Double
    }

    let city: String
    let country: String?
    let temperature: Double
    let feelsLike: Double?
    let minimum: Double?
    let maximum: Double?
    let humidity: Int?
    let condition: String?
    let description: String?
    let observedAt: Date
    let utcOffsetSeconds: Int
    let hourly: [Hour]

    init(_ weather: Weather) {
        city = weather.city
        country = weather.country
        temperature = weather.temperature
        feelsLike = weather.feelsLike
        minimum = weather.minimum
        maximum = weather.maximum
        humidity = weather.humidity
        condition = weather.condition?.rawValue
        description = weather.description
        observedAt = weather.observedAt
        utcOffsetSeconds = weather.utcOffsetSeconds
        hourly = weather.hourly.map { Hour(time: $0.time, temperature: $0.temperature) }
    }

    var weather: Weather {
        Weather(
            city: city, country: country, temperature: temperature, feelsLike: feelsLike, minimum: minimum,
            maximum: maximum, humidity: humidity, condition: condition.flatMap(WeatherCondition.init(rawValue:)),
            description: description, observedAt: observedAt, utcOffsetSeconds: utcOffsetSeconds,
            hourly: hourly.map { HourlyTemperature(time: $0.time, temperature: $0.temperature) }
        )
    }
}
