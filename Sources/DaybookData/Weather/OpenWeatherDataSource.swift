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

    /// OpenWeather's condition ids by group: 2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow,
    /// 7xx atmosphere (mist, fog, haze…), 800 clear, 80x clouds.
    static func condition(forCode code: Int) -> WeatherCondition? {
        switch code {
        case 200..<300: .thunderstorm
        case 300..<400: .drizzle
        case 500..<600: .rain
        case 600..<700: .snow
        case 700..<800: .mist
        case 800: .clear
        case 801..<900: .clouds
        default: nil
        }
    }
}
