import Foundation
import Observation

/// The post list's view model (see ``TodoListViewModel`` for the shape every screen's has):
/// pages of posts with their authors, searched as the user types.
@MainActor
public protocol PostListViewModel: AnyObject, Observable {
    var state: PostListScreenState { get }

    func onAppear()
    func onDisappear()
    func searchTextChanged(_ text: String)
    func nextPage()
    func previousPage()
    /// Reads the page from the service again, past the cache.
    func refresh() async
    func select(id: Int)
    func dismissAlert()
}
