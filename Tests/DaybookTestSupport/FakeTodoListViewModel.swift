import DaybookPresentation
import Observation

/// A todo list view model a test fills in by hand and whose intents it reads back: what the
/// screens' genericity is for (a preview or a test hands a screen a fake).
@MainActor
@Observable
public final class FakeTodoListViewModel: TodoListViewModel {
    public var state = TodoListScreenState()
    /// Each intent, in order, as a word and its arguments (`"toggle abc"`).
    public private(set) var intents: [String] = []

    public init() {}

    public func onAppear() { intents.append("appear") }
    public func onDisappear() { intents.append("disappear") }
    public func searchTextChanged(_ text: String) { intents.append("search \(text)") }
    public func filterChanged(_ filter: TodoFilter) { intents.append("filter \(filter.rawValue)") }
    public func pageChanged(_ number: Int) { intents.append("page \(number)") }
    public func refresh() async { intents.append("refresh") }
    public func add(title: String) async { intents.append("add \(title)") }
    public func toggle(id: String) async { intents.append("toggle \(id)") }
    public func rename(id: String, to title: String) async { intents.append("rename \(id) \(title)") }
    public func delete(id: String) async { intents.append("delete \(id)") }
    public func clearCompleted() async { intents.append("clear") }
    public func undo() async { intents.append("undo") }
    public func select(id: String) { intents.append("select \(id)") }
    public func dismissAlert() { intents.append("dismiss") }
}
