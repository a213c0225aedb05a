import DaybookDomain
import Foundation
import Observation

/// The weather screen for stateful UIs: type a city, see its weather.
///
/// Typing is debounced (300 ms by default, on an injected clock so tests need not wait), and a
/// new search cancels the one in flight, so a slow answer for "Tok" never replaces "Tokyo".
@Observable
@MainActor
public final class WeatherViewModel {
    public private(set) var state: WeatherViewState = .idle

    /// What the user has typed; each change schedules a search after the debounce interval.
    public var query: String = "" {
        didSet { scheduleSearch() }
    }

    @ObservationIgnored private var searchTask: Task<Void, Never>?
    @ObservationIgnored private let fetchWeather: any FetchWeatherUseCase
    @ObservationIgnored private let localize: Localizer
    @ObservationIgnored private let presenter: WeatherPresenter
    @ObservationIgnored private let errorPresenter: ErrorPresenter
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration

    public init(
        fetchWeather: any FetchWeatherUseCase,
        localizer: Localizer,
        clock: any Clock<Duration> = ContinuousClock(),
        debounce: Duration = .milliseconds(300)
    ) {
        self.fetchWeather = fetchWeather
        localize = localizer
        presenter = WeatherPresenter(localizer: localizer)
        errorPresenter = ErrorPresenter(localizer: localizer)
        self.clock = clock
        self.debounce = debounce
    }

    /// Searches now (the user pressed return, or pulled to refresh), cancelling any search in flight.
    public func search(refresh: Bool = false) {
        let city = query
        searchTask?.cancel()
        searchTask = Task { await self.run(city: city, refresh: refresh) }
    }

    /// Waits for the current search, if any, to finish. For tests and for refresh controls.
    public func waitForSearch() async {
        await searchTask?.value
    }

    private func scheduleSearch() {
        searchTask?.cancel()
        let city = query
        guard !city.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            searchTask = nil
            state = .idle
            return
        }
        searchTask = Task { [clock, debounce] in
            do {
                try await clock.sleep(for: debounce)
            } catch {
                return  // cancelled by a newer keystroke
            }
            await self.run(city: city, refresh: false)
        }
    }

    private func run(city: String, refresh: Bool) async {
        guard !Task.isCancelled else { return }
        state = .loading(message: localize(.weatherLoading, ["city": city.trimmingCharacters(in: .whitespaces)]))
        do {
            let report = try await fetchWeather.execute(city: city, refresh: refresh)
            guard !Task.isCancelled else { return }
            state = presenter.present(report)
        } catch {
            guard !Task.isCancelled, error != .cancelled else { return }
            state = .failed(errorPresenter.present(error))
        }
    }
}
