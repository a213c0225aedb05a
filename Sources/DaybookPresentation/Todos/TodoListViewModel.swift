import Foundation
import Observation

/// The todo list screen's view model, as the guides write one: a protocol the view depends on
/// (generic over it, so a test or a preview hands it a fake), ``TodoListViewModelImpl`` behind it.
///
/// State is one value; intents are methods. The view draws ``state`` and calls the intents; it
/// never calls a use case. Changes anywhere (another front end, another process) reach the
/// screen through the change feed while it is on screen.
@MainActor
public protocol TodoListViewModel: AnyObject, Observable {
    var state: TodoListScreenState { get }

    /// The screen appeared: read the list and follow its changes.
    func onAppear()
    /// The screen went away: stop reading and following, cancel what is in flight.
    func onDisappear()
    /// The search field changed: searched after a pause (see ``SearchDebouncer``); cleared at once.
    func searchTextChanged(_ text: String)
    func filterChanged(_ filter: TodoFilter)
    /// Shows page `number` (1-based) of the list; past the last page, the last one.
    func pageChanged(_ number: Int)
    /// Reads the list again now.
    func refresh() async
    func add(title: String) async
    func toggle(id: String) async
    func rename(id: String, to title: String) async
    /// Deletes the todo; ``undo()`` puts it back.
    func delete(id: String) async
    /// Deletes every completed todo; ``undo()`` puts them back.
    func clearCompleted() async
    /// Puts back what the last delete or clear here removed.
    func undo() async
    /// Opens the todo (through the router).
    func select(id: String)
    func dismissAlert()
}
