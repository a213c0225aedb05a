import Foundation

/// Where the todo list asks to go, by intent: the front end decides how (the terminal app pushes
/// the todo's screen; a web page redirects; SwiftUI appends to a navigation path).
@MainActor
public protocol TodoListRouter: AnyObject {
    /// Opens the todo with this id.
    func showTodo(id: String)
}
