import Foundation

/// Open-Meteo's geocoding answer (`/v1/search`). With no match the `results` key is absent.
struct OpenMeteoGeocodingDTO: Decodable {
    struct Place: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let countryCode: String?
        let country: String?
    }

    let results: [Place]?
}

/// Open-Meteo's forecast answer (`/v1/forecast`), the fields Daybook asks for. Times are local
/// to the city ("2026-09-22T12:15"), which `utcOffsetSeconds` turns into instants.
struct OpenMeteoForecastDTO: Decodable {
    struct Current: Decodable {
        let time: String
        let temperature2m: Double
        let apparentTemperature: Double?
        let relativeHumidity2m: Int?
        let weatherCode: Int?
    }

    struct Hourly: Decodable {
        let time: [String]
        let temperature2m: [Double?]
    }

    let utcOffsetSeconds: Int
    let current: Current
    let hourly: Hourly?
}
