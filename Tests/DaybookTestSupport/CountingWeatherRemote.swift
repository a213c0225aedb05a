import DaybookData
import DaybookDomain
import Synchronization

/// A provider that counts its requests and can be made to fail or to take its time.
public final class CountingWeatherRemote: WeatherRemoteDataSource {
    private let state = Mutex((requests: 0, failure: AppError?.none, temperature: 20.0))
    private let delay: Duration

    public init(delay: Duration = .zero) {
        self.delay = delay
    }

    public var cacheNamespace: String { "counting" }
    public var requests: Int { state.withLock { $0.requests } }

    /// Every request from now on fails with `error` (`nil`: none does).
    public func fail(with error: AppError?) { state.withLock { $0.failure = error } }
    public func report(temperature: Double) { state.withLock { $0.temperature = temperature } }

    public func currentWeather(for query: CityQuery) async throws(AppError) -> Weather {
        let (failure, temperature) = state.withLock { state in
            state.requests += 1
            return (state.failure, state.temperature)
        }
        if delay > .zero { try? await Task.sleep(for: delay) }
        if let failure { throw failure }
        return .fixture(city: query.name, temperature: temperature)
    }
}
