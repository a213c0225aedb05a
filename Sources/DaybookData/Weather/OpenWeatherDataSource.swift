import DaybookDomain
import Foundation

/// OpenWeather's current weather: `GET {base}/data/2.5/weather?q=CITY&appid=KEY&units=metric&lang=LANG`.
///
/// The API key goes only into the request URL; it is never logged or put in an error.
public struct OpenWeatherDataSource: WeatherRemoteDataSource {
    private let baseURL: URL
    private let apiKey: String
    private let languageCode: String
    private let client: any HTTPClient

    /// - Parameter languageCode: the language of the provider's descriptions ("en", "ja").
    public init(baseURL: URL, apiKey: String, languageCode: String, client: any HTTPClient) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.languageCode = languageCode
        self.client = client
    }

    public var cacheNamespace: String { "openweather-\(languageCode)@\(baseURL.absoluteString)" }

    public func currentWeather(for query: CityQuery) async throws(AppError) -> Weather {
        let response = try await client.send(
            .get(
                baseURL, path: "data/2.5/weather",
                query: ["q": query.name, "appid": apiKey, "units": "metric", "lang": languageCode]))
        try response.requireSuccess(notFound: .city)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return Self.weather(from: try response.decode(OpenWeatherDTO.self, using: decoder))
    }

    static func weather(from dto: OpenWeatherDTO) -> Weather {
        let condition = dto.weather?.first
        return Weather(
            city: dto.name,
            country: dto.sys?.country,
            temperature: dto.main.temp,
            feelsLike: dto.main.feelsLike,
            minimum: dto.main.tempMin,
            maximum: dto.main.tempMax,
            humidity: dto.main.humidity,
            condition: condition.flatMap { Self.condition(forCode: $0.id) },
            description: condition?.description.flatMap { $0.isEmpty ? nil : $0 },
            observedAt: Date(timeIntervalSince1970: TimeInterval(dto.dt)),
            utcOffsetSeconds: dto.timezone ?? 0
        )
    }

    /// OpenWeather's condition ids, as its "Weather condition codes" page documents them: the ids
    /// named here are the ones whose condition is not their group's, and every other id maps by
    /// its group (2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 7xx mist, 8xx clouds), so an
    /// id added to a group later still gets a sensible icon. Ids outside the groups map to nil.
    static func condition(forCode code: Int) -> WeatherCondition? {
        switch code {
        case 313, 314: .showers  // (heavy) shower rain and drizzle
        case 511: .sleet  // freezing rain
        case 520, 521, 522, 531: .showers  // light, heavy and ragged shower rain
        case 611, 612, 613, 615, 616: .sleet  // sleet, (light) shower sleet, (light) rain and snow
        case 711, 721, 731, 751, 761, 762: .haze  // smoke, haze, sand/dust whirls, sand, dust, volcanic ash
        case 771: .squall
        case 781: .tornado
        case 800: .clear
        case 801, 802: .partlyCloudy  // few clouds (11–25 %), scattered clouds (25–50 %)
        case 200..<300: .thunderstorm  // with or without rain or drizzle; OpenWeather reports no hail
        case 300..<400: .drizzle  // including drizzle rain and shower drizzle
        case 500..<600: .rain  // light to extreme
        case 600..<700: .snow  // including shower snow
        case 700..<800: .mist  // mist, fog
        case 800..<900: .clouds  // broken clouds (51–84 %), overcast (85–100 %)
        default: nil
        }
    }
}
