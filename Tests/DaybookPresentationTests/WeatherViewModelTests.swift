import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

/// A fetch-weather use case that records what it was asked and can take time on a manual clock.
final class ScriptedFetchWeather: FetchWeatherUseCase {
    private let log = Mutex<(calls: [String], cancelled: [String])>(([], []))
    let clock: ManualClock
    /// How long each city takes to answer, on `clock`.
    let delays: [String: Duration]

    init(clock: ManualClock, delays: [String: Duration] = [:]) {
        self.clock = clock
        self.delays = delays
    }

    var calls: [String] { log.withLock { $0.calls } }
    var cancelled: [String] { log.withLock { $0.cancelled } }

    func execute(city: String, refresh: Bool) async throws(AppError) -> WeatherReport {
        log.withLock { $0.calls.append(city) }
        if let delay = delays[city] {
            do {
                try await clock.sleep(for: delay)
            } catch {
                log.withLock { $0.cancelled.append(city) }
                throw .cancelled
            }
        }
        if city == "Atlantis" { throw .notFound(.city) }
        return WeatherReport(weather: .fixture(city: city), freshness: .fetched(at: .now))
    }
}

@MainActor
@Suite("WeatherViewModel: debounced typing, cancelled searches")
struct WeatherViewModelTests {
    let clock = ManualClock()

    func place(_ state: WeatherViewState) -> String? {
        if case .loaded(let card) = state { return card.place }
        return nil
    }

    @Test func typingSearchesOnceAfterThePause() async {
        let fetch = ScriptedFetchWeather(clock: clock)
        let viewModel = WeatherViewModel(fetchWeather: fetch, localizer: Localizer(language: .english), clock: clock)
        for prefix in ["T", "To", "Tok", "Toky", "Tokyo"] {
            viewModel.query = prefix
            #expect(await eventually { clock.sleeperCount == 1 }, "each keystroke leaves one pending search")
            clock.advance(by: .milliseconds(299))
        }
        #expect(fetch.calls.isEmpty, "no search while typing continues")
        clock.advance(by: .milliseconds(1))
        await viewModel.waitForSearch()
        #expect(fetch.calls == ["Tokyo"])
        #expect(place(viewModel.state) == "Tokyo, JP")
    }

    @Test func aNewSearchCancelsTheOneInFlight() async {
        let fetch = ScriptedFetchWeather(clock: clock, delays: ["Osaka": .seconds(5)])
        let viewModel = WeatherViewModel(fetchWeather: fetch, localizer: Localizer(language: .english), clock: clock)
        viewModel.query = "Osaka"
        viewModel.search()
        #expect(await eventually { fetch.calls == ["Osaka"] && clock.sleeperCount == 1 })
        guard case .loading(let message) = viewModel.state else {
            Issue.record("expected loading, got \(viewModel.state)")
            return
        }
        #expect(message == "Looking up the weather in Osaka…")

        viewModel.query = "Kyoto"
        viewModel.search()
        await viewModel.waitForSearch()
        #expect(place(viewModel.state) == "Kyoto, JP")
        #expect(fetch.cancelled == ["Osaka"])
        clock.advance(by: .seconds(10))
        #expect(place(viewModel.state) == "Kyoto, JP", "the slow, cancelled answer never replaces the new one")
    }

    @Test func failuresAndClearingTheField() async {
        let fetch = ScriptedFetchWeather(clock: clock)
        let viewModel = WeatherViewModel(fetchWeather: fetch, localizer: Localizer(language: .japanese), clock: clock)
        viewModel.query = "Atlantis"
        viewModel.search()
        await viewModel.waitForSearch()
        #expect(viewModel.state == .failed(ErrorViewState(message: "その名前の都市が見つかりませんでした。", kind: .notFound)))
        viewModel.query = "   "
        #expect(viewModel.state == .idle)
        clock.advance(by: .seconds(1))
        #expect(fetch.calls == ["Atlantis"], "a blank query is never searched")
    }
}
