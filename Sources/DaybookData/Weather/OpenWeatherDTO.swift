import Foundation

/// OpenWeather's current-weather response (`/data/2.5/weather`), only the fields Daybook reads.
/// Decoded with `convertFromSnakeCase`.
struct OpenWeatherDTO: Decodable {
    struct Main: Decodable {
        let temp: Double
        let feelsLike: Double?
        let tempMin: Double?
        let tempMax: Double?
        let humidity: Int?
    }

    struct Condition: Decodable {
        let id: Int
        let description: String?
    }

    struct Sys: Decodable {
        let country: String?
    }

    let name: String
    let main: Main
    /// Usually one element; an empty array happens and means "no condition given".
    let weather: [Condition]?
    let sys: Sys?
    /// Observation time, seconds since 1970.
    let dt: Int
    /// The city's offset from UTC in seconds.
    let timezone: Int?
}
