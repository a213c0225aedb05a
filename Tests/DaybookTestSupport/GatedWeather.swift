import DaybookDomain

/// A weather service whose answers the test releases one city at a time, and which records
/// whether a read was still wanted when its answer came.
public final class GatedWeather: WeatherUseCase {
    public let gate = AnswerGate<String, Result<Double, AppError>>()
    /// The cities whose read saw, once answered, that it had been cancelled.
    public let cancelled = Recorded<String>()

    public init() {}

    public func fetch(city: String, refresh: Bool) async throws(AppError) -> WeatherReport {
        let answer = await gate.wait(for: city)
        // Long work checks whether it is still wanted before going on.
        if Task.isCancelled { await cancelled.append(city) }
        let temperature = try answer.get()
        return WeatherReport(
            weather: Weather(
                city: city, country: nil, temperature: temperature, condition: .clear, description: nil,
                observedAt: TestDateSource.start, utcOffsetSeconds: 0),
            freshness: Freshness(origin: .network, fetchedAt: TestDateSource.start, age: 0))
    }
}
