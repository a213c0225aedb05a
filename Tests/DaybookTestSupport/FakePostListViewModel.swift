import DaybookPresentation
import Observation

/// A post list view model a test fills in by hand and whose intents it reads back (see
/// ``FakeTodoListViewModel``).
@MainActor
@Observable
public final class FakePostListViewModel: PostListViewModel {
    public var state = PostListScreenState()
    /// Each intent, in order, as a word and its arguments (`"select 3"`).
    public private(set) var intents: [String] = []

    public init() {}

    public func onAppear() { intents.append("appear") }
    public func onDisappear() { intents.append("disappear") }
    public func searchTextChanged(_ text: String) { intents.append("search \(text)") }
    public func nextPage() { intents.append("next") }
    public func previousPage() { intents.append("previous") }
    public func refresh() async { intents.append("refresh") }
    public func select(id: Int) { intents.append("select \(id)") }
    public func dismissAlert() { intents.append("dismiss") }
}
