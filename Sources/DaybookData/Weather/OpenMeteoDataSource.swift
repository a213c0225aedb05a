import DaybookDomain
import Foundation

/// Open-Meteo, which needs no key: geocode the city (`{geocoding}/v1/search`), then ask for the
/// current weather and today's hourly temperatures at its coordinates (`{forecast}/v1/forecast`).
public struct OpenMeteoDataSource: WeatherRemoteDataSource {
    private let geocodingURL: URL
    private let forecastURL: URL
    private let languageCode: String
    private let client: any HTTPClient

    public init(geocodingURL: URL, forecastURL: URL, languageCode: String, client: any HTTPClient) {
        self.geocodingURL = geocodingURL
        self.forecastURL = forecastURL
        self.languageCode = languageCode
        self.client = client
    }

    public var cacheNamespace: String { "open-meteo-\(languageCode)@\(forecastURL.absoluteString)" }

    public func currentWeather(for query: CityQuery) async throws(AppError) -> Weather {
        let place = try await geocode(query)
        let response = try await client.send(
            .get(
                forecastURL, path: "v1/forecast",
                query: [
                    "latitude": "\(place.latitude)", "longitude": "\(place.longitude)",
                    "current": "temperature_2m,relative_humidity_2m,apparent_temperature,weather_code",
                    "hourly": "temperature_2m", "timezone": "auto", "forecast_days": "1",
                ]))
        try response.requireSuccess(notFound: .city)
        let forecast = try response.decode(OpenMeteoForecastDTO.self)
        return try Self.weather(place: place, forecast: forecast)
    }

    private func geocode(_ query: CityQuery) async throws(AppError) -> OpenMeteoGeocodingDTO.Place {
        let response = try await client.send(
            .get(
                geocodingURL, path: "v1/search",
                query: ["name": query.name, "count": "1", "language": languageCode, "format": "json"]))
        try response.requireSuccess(notFound: .city)
        // An unknown name comes back as 200 with no `results` key at all.
        guard let place = try response.decode(OpenMeteoGeocodingDTO.self).results?.first else {
            throw .notFound(.city)
        }
        return place
    }

    // MARK: - Translation

    static func weather(place: OpenMeteoGeocodingDTO.Place, forecast: OpenMeteoForecastDTO) throws(AppError) -> Weather
    {
        let offset = forecast.utcOffsetSeconds
        guard let observedAt = LocalTime.date(forecast.current.time, utcOffsetSeconds: offset) else {
            throw .unreadableResponse
        }
        let hourly = zip(forecast.hourly?.time ?? [], forecast.hourly?.temperature ?? []).compactMap { time, value in
            LocalTime.date(time, utcOffsetSeconds: offset).flatMap { date in
                value.map { HourlyTemperature(time: date, temperature: $0) }
            }
        }
        let temperatures = hourly.map(\.temperature)
        return Weather(
            city: place.name,
            country: place.countryCode ?? place.country,
            temperature: forecast.current.temperature,
            feelsLike: forecast.current.apparentTemperature,
            minimum: temperatures.min(),
            maximum: temperatures.max(),
            humidity: forecast.current.relativeHumidity,
            condition: forecast.current.weatherCode.flatMap(condition(forWMOCode:)),
            description: nil,
            observedAt: observedAt,
            utcOffsetSeconds: offset,
            hourly: hourly
        )
    }

    /// WMO weather interpretation codes, as Open-Meteo documents them. Codes it does not document
    /// map by their WMO 4677 decade where the whole decade is one kind of weather (fog, drizzle,
    /// rain, snow, thunderstorm), else to no condition.
    static func condition(forWMOCode code: Int) -> WeatherCondition? {
        switch code {
        case 0: .clear
        case 1, 2: .partlyCloudy  // mainly clear, partly cloudy
        case 3: .clouds  // overcast
        case 45, 48: .mist  // fog, depositing rime fog
        case 51, 53, 55: .drizzle
        case 56, 57: .sleet  // freezing drizzle
        case 61, 63, 65: .rain
        case 66, 67: .sleet  // freezing rain
        case 71, 73, 75, 77: .snow  // snow fall, snow grains
        case 80, 81, 82: .showers
        case 85, 86: .snow  // snow showers
        case 95: .thunderstorm
        case 96, 99: .hail  // thunderstorm with slight or heavy hail
        case 40..<50: .mist
        case 50..<60: .drizzle
        case 60..<70: .rain
        case 70..<80: .snow
        case 90..<100: .thunderstorm
        default: nil
        }
    }
}
