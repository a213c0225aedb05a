import Foundation

/// Where the post list asks to go, by intent (see ``TodoListRouter``).
@MainActor
public protocol PostListRouter: AnyObject {
    /// Opens the post with this id.
    func showPost(id: Int)
}
