import Foundation

/// Open-Meteo's forecast answer (`/v1/forecast`), the fields Daybook asks for. Times are local
/// to the city ("2026-09-22T12:15"), which `utcOffsetSeconds` turns into instants.
///
/// Keys are spelled out: `convertFromSnakeCase` would read `temperature_2m` as `temperature2M`.
struct OpenMeteoForecastDTO: Decodable {
    struct Current: Decodable {
        let time: String
        let temperature: Double
        let apparentTemperature: Double?
        let relativeHumidity: Int?
        let weatherCode: Int?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case apparentTemperature = "apparent_temperature"
            case relativeHumidity = "relative_humidity_2m"
            case weatherCode = "weather_code"
        }
    }

    struct Hourly: Decodable {
        let time: [String]
        let temperature: [Double?]

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
        }
    }

    let utcOffsetSeconds: Int
    let current: Current
    let hourly: Hourly?

    enum CodingKeys: String, CodingKey {
        case utcOffsetSeconds = "utc_offset_seconds"
        case current, hourly
    }
}
