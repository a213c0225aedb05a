import DaybookPresentation
import Observation

/// A weather screen's view model that reads nothing and records its intents. Like the real one,
/// showing a city puts it in the field and makes it the city searched; the card stays empty.
@MainActor
@Observable
public final class FakeWeatherViewModel: WeatherViewModel {
    public var state = WeatherScreenState()
    /// Each intent, in order, as a word and its arguments (`"show Tokyo"`).
    public private(set) var intents: [String] = []

    public init() {}

    public func onAppear() { intents.append("appear") }
    public func onDisappear() { intents.append("disappear") }
    public func searchTextChanged(_ text: String) { intents.append("search \(text)") }
    public func submit() { intents.append("submit") }

    public func show(city: String) {
        intents.append("show \(city)")
        state.cityText = city
        state.city = city
    }

    public func refresh() async { intents.append("refresh") }
}
