import Foundation

/// Open-Meteo's geocoding answer (`/v1/search`). With no match the `results` key is absent.
struct OpenMeteoGeocodingDTO: Decodable {
    struct Place: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let countryCode: String?
        let country: String?

        enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, country
            case countryCode = "country_code"
        }
    }

    let results: [Place]?
}
