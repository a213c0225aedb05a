import DaybookDomain
import DaybookTestSupport
import Synchronization
import Testing

@Suite("CityQuery rules and the fetch-weather interactor")
struct WeatherTests {
    @Test(arguments: [("Tokyo", "Tokyo"), ("  New York \n", "New York"), ("東京", "東京")])
    func validCity(raw: String, expected: String) throws {
        #expect(try CityQuery(raw).name == expected)
    }

    @Test(
        arguments: [
            ("", ValidationError.Rule.empty), ("  \t", .empty),
            (String(repeating: "a", count: 101), .tooLong(maximum: 100)),
        ])
    func invalidCity(raw: String, rule: ValidationError.Rule) {
        #expect(throws: AppError.validation(ValidationError(field: .city, rule: rule))) { try CityQuery(raw) }
    }

    @Test func oneHundredCharactersIsTheLimit() throws {
        #expect(try CityQuery(String(repeating: "a", count: 100)).name.count == 100)
    }

    @Test func theKeyIgnoresCaseWidthAndAccents() throws {
        #expect(try CityQuery("Tokyo").key == CityQuery("ＴＯＫＹＯ").key)
        #expect(try CityQuery("São Paulo").key == CityQuery("sao paulo").key)
        #expect(try CityQuery("Tokyo").key != CityQuery("Kyoto").key)
    }

    @Test func invalidInputNeverReachesTheRepository() async {
        let repository = RecordingWeatherRepository()
        let interactor = WeatherInteractor(repository: repository)
        await #expect(throws: AppError.self) { try await interactor.fetch(city: " ", refresh: false) }
        #expect(repository.queries.isEmpty)
        _ = try? await interactor.fetch(city: " Tokyo ", refresh: true)
        #expect(repository.queries == ["Tokyo"])
    }
}

/// Records what the interactor asks for and answers with fixture weather.
final class RecordingWeatherRepository: WeatherRepository {
    private let recorded = Mutex<[String]>([])
    var queries: [String] { recorded.withLock { $0 } }

    func weather(for query: CityQuery, refresh: Bool) async throws(AppError) -> WeatherReport {
        recorded.withLock { $0.append(query.name) }
        return WeatherReport(weather: .fixture(city: query.name), freshness: .fetched(at: .now))
    }
}
