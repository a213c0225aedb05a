import Foundation

/// Where a todo's screen asks to go: back to the list it was opened from.
@MainActor
public protocol TodoEditRouter: AnyObject {
    func closeTodo()
}
