import Foundation
import Observation

/// A todo's screen: rename it, complete or reopen it. It follows the todo's changes while it is
/// on screen, so an edit made elsewhere shows, and a delete made elsewhere says so.
///
/// A protocol, with ``TodoEditViewModelImpl`` behind it, because the terminal's `TodoEditScreen`
/// is generic over it and a test drives it with a double: `FakeTodoEditViewModel`
/// (Tests/DaybookTestSupport), in `FakeDrivenScreenTests`.
@MainActor
public protocol TodoEditViewModel: AnyObject, Observable {
    var state: TodoEditScreenState { get }

    func onAppear()
    func onDisappear()
    func titleChanged(_ title: String)
    /// Saves the title and goes back to the list; a refused title stays, with an alert.
    func save() async
    func toggle() async
    /// Back to the list without saving.
    func close()
    func dismissAlert()
}
