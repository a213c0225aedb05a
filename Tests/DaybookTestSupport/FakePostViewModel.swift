import DaybookPresentation
import Observation

/// A post's view model a test fills in by hand and whose intents it reads back (see
/// ``FakeTodoListViewModel``): what lets `PostScreen` be drawn and driven without a use case.
@MainActor
@Observable
public final class FakePostViewModel: PostViewModel {
    public var state: PostScreenState
    /// Each intent, in order (`"close"`).
    public private(set) var intents: [String] = []

    public init(id: Int) {
        state = PostScreenState(id: id)
    }

    public func onAppear() { intents.append("appear") }
    public func onDisappear() { intents.append("disappear") }
    public func refresh() async { intents.append("refresh") }
    public func close() { intents.append("close") }
    public func dismissAlert() { intents.append("dismiss") }
}
