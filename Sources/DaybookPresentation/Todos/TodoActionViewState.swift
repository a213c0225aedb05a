import Foundation

/// The outcome of a change to the list: a confirmation to show, and the todo it touched.
public struct TodoActionViewState: Hashable, Sendable {
    public let message: String
    /// The todo as it is after the change; `nil` for changes to many todos.
    public let todo: TodoRowViewState?
    /// How many todos a bulk change touched.
    public let count: Int?
    /// The todos a delete or a clear removed, as they were: what an undo puts back
    /// (``TodoController/restore(_:)``). Empty for every other change.
    public let removed: RemovedTodos

    public init(
        message: String, todo: TodoRowViewState? = nil, count: Int? = nil, removed: RemovedTodos = RemovedTodos()
    ) {
        self.message = message
        self.todo = todo
        self.count = count
        self.removed = removed
    }
}
