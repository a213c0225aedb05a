import DaybookDomain
import Foundation
import Observation

/// The weather screen's view model (see ``WeatherViewModel``), built with its use case and a clock.
@MainActor
@Observable
public final class WeatherViewModelImpl: WeatherViewModel {
    public private(set) var state: WeatherScreenState

    @ObservationIgnored private let weather: any WeatherUseCase
    @ObservationIgnored private let presenter: WeatherPresenter
    @ObservationIgnored private let errors: ErrorPresenter
    @ObservationIgnored private let localize: Localizer
    @ObservationIgnored private let debouncer: SearchDebouncer
    @ObservationIgnored private let search = LatestTask()
    /// Leaving the screen cut a read short: the card, if any, is not the city asked for.
    @ObservationIgnored private var wasCutShort = false

    public init(
        weather: any WeatherUseCase, localizer: Localizer, city: String = "",
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.weather = weather
        presenter = WeatherPresenter(localizer: localizer)
        errors = ErrorPresenter(localizer: localizer, vocabulary: WeatherText.vocabulary)
        localize = localizer
        debouncer = SearchDebouncer(clock: clock)
        state = WeatherScreenState(city: city.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    public func onAppear() {
        // A city whose read leaving the screen cut short is read again, or the card would stay
        // the one before while the field shows the city asked for; one not found says so already.
        guard (state.card == nil && state.errorMessage == nil) || wasCutShort, !state.city.isEmpty,
            !search.isRunning
        else { return }
        send(state.city, refresh: false)
    }

    public func onDisappear() {
        debouncer.cancel()
        search.cancel()
        if state.isLoading { wasCutShort = true }
        state.isLoading = false
    }

    public func searchTextChanged(_ text: String) {
        state.cityText = text
        debouncer.textChanged(text) { [weak self] city in self?.send(city, refresh: false, typing: true) }
    }

    public func submit() {
        let city = state.cityText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !city.isEmpty else { return }
        send(city, refresh: false)
    }

    public func show(city: String) {
        state.cityText = city
        submit()
    }

    public func refresh() async {
        guard !state.city.isEmpty else { return }
        send(state.city, refresh: true)
        await search.finish()
    }

    /// Reads `city`'s weather, cancelling the read in flight: only the newest answer is shown.
    /// `typing`: sent by a pause in the typing, so a city not found may be one not typed whole.
    private func send(_ city: String, refresh: Bool, typing: Bool = false) {
        debouncer.sentNow(city)
        wasCutShort = false
        state.city = city
        state.isLoading = true
        state.errorMessage = nil
        search.run { [weather, presenter] () throws(AppError) in
            return presenter.card(for: try await weather.fetch(city: city, refresh: refresh))
        } apply: { [weak self] result in
            guard let self else { return }
            state.isLoading = false
            switch result {
            case .success(let card): state.card = card
            case .failure(.cancelled): break
            case .failure(let error):
                // As guide 000: the card goes, and the error is said in its place.
                state.card = nil
                state.errorMessage = message(for: error, city: city, typing: typing)
            }
        }
    }

    /// What went wrong, naming the city; one not found while it is being typed is only "not yet".
    private func message(for error: AppError, city: String, typing: Bool) -> String {
        if typing, case .notFound = error {
            return localize(WeatherText.noMatchYet, ["city": ControlCharacters.visible(city)])
        }
        return errors.present(error, about: city).message
    }
}
