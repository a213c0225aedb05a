import DaybookPresentation
import Observation

/// A todo's view model a test fills in by hand and whose intents it reads back (see
/// ``FakeTodoListViewModel``): what lets `TodoEditScreen` be drawn and driven without a use case.
/// The title field follows what is typed, as the real one's does.
@MainActor
@Observable
public final class FakeTodoEditViewModel: TodoEditViewModel {
    public var state: TodoEditScreenState
    /// Each intent, in order, as a word and its arguments (`"title Buy milk"`).
    public private(set) var intents: [String] = []

    public init(id: String) {
        state = TodoEditScreenState(id: id)
    }

    public func onAppear() { intents.append("appear") }
    public func onDisappear() { intents.append("disappear") }

    public func titleChanged(_ title: String) {
        state.title = title
        intents.append("title \(title)")
    }

    public func save() async { intents.append("save") }
    public func toggle() async { intents.append("toggle") }
    public func close() { intents.append("close") }
    public func dismissAlert() { intents.append("dismiss") }
}
