import DaybookPresentation
import Observation

/// A dashboard view model a test fills in by hand and whose intents it reads back (see
/// ``FakeTodoListViewModel``): what lets `DashboardScreen` be drawn and driven without a use case.
@MainActor
@Observable
public final class FakeDashboardViewModel: DashboardViewModel {
    public var state = DashboardScreenState()
    /// Each intent, in order, as a word and its arguments (`"open todos"`).
    public private(set) var intents: [String] = []

    public init() {}

    public func onAppear() { intents.append("appear") }
    public func onDisappear() { intents.append("disappear") }
    public func refresh() async { intents.append("refresh") }
    public func cityChanged(_ city: String) { intents.append("city \(city)") }
    public func open(_ card: DashboardCard) { intents.append("open \(card.rawValue)") }
    public func openTodo(id: String) { intents.append("todo \(id)") }
    public func openPost(id: Int) { intents.append("post \(id)") }
}
