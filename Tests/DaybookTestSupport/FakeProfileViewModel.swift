import DaybookPresentation
import Observation

/// A profile view model a test fills in by hand and whose intents it reads back (see
/// ``FakeTodoListViewModel``). Like the real one, a choice or a name typed lands in the state.
@MainActor
@Observable
public final class FakeProfileViewModel: ProfileViewModel {
    public var state = ProfileScreenState()
    /// Each intent, in order, as a word and its arguments (`"gender female"`).
    public private(set) var intents: [String] = []

    public init() {}

    public func onAppear() { intents.append("appear") }
    public func onDisappear() { intents.append("disappear") }

    public func nameChanged(_ name: String) {
        intents.append("name \(name)")
        state.name = name
    }

    public func genderSelected(code: String) {
        intents.append("gender \(code)")
        state.genderCode = code
    }

    public func register() async { intents.append("register") }
    public func dismissAlert() { intents.append("dismiss") }
}
