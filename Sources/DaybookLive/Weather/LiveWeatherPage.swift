import DaybookComposition
import DaybookPresentation
import DaybookWeb

/// `/weather` while its live connection is open, bound to a ``WeatherViewModel``: the city is
/// searched as it is typed (after the view model's pause; a slower answer for an older city never
/// replaces a newer one), and the card, the address and the city the dashboard shows follow.
@MainActor
final class LiveWeatherPage<Model: WeatherViewModel>: LivePage {
    struct Snapshot: Hashable, Sendable {
        let city: String
        let card: WeatherCardViewState?
        /// Why the last search found no weather (the card is gone then), said in its place.
        let errorMessage: String?
        /// The page was opened on another city: the one found now is remembered for the dashboard.
        let isNewCity: Bool
    }

    private let model: Model
    private let openedOn: String

    init(model: Model) {
        self.model = model
        openedOn = model.state.city
    }

    var snapshot: Snapshot {
        let state = model.state
        return Snapshot(
            city: state.city, card: state.card, errorMessage: state.errorMessage, isNewCity: state.city != openedOn)
    }

    nonisolated static func render(_ snapshot: Snapshot, localizer: Localizer) -> LiveParts {
        var parts = LiveParts()
        if let message = snapshot.errorMessage {
            parts.parts["weather-result"] = Layout.alert(message).markup
        } else if let card = snapshot.card {
            parts.parts["weather-result"] = WeatherCardHTML(localizer: localizer).render(card).markup
        } else if snapshot.city.isEmpty {
            parts.parts["weather-result"] = ""
        }
        let url = snapshot.city.isEmpty ? "/weather" : "/weather?city=\(FormQuery.encode(snapshot.city))"
        parts.url = url
        // As a page load of that address would, the city found is remembered (a cookie).
        if snapshot.isNewCity, snapshot.card != nil { parts.remember = url }
        return parts
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }

    func perform(_ intent: LiveIntent) async -> Bool {
        switch intent.action {
        case "search": model.searchTextChanged(intent.text ?? "")
        case "submit":
            if let text = intent.text { model.searchTextChanged(text) }
            model.submit()
        case "refresh": await model.refresh()
        default: return false
        }
        return true
    }
}

extension LiveWeatherPage: LivePageRoute where Model == WeatherViewModelImpl {
    nonisolated static var path: String { "/weather" }

    /// The weather opened on the address's city, if it names one.
    static func make(for visit: LiveVisit) throws(SettingProblem) -> LiveWeatherPage {
        LiveWeatherPage(
            model: try visit.container.makeWeatherViewModel(
                city: visit.query["city"] ?? "", language: visit.language, on: visit.screens))
    }
}
