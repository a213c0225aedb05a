import DaybookPresentation

/// A todo list's router that records where it was asked to go.
@MainActor
public final class RecordingTodoRouter: TodoListRouter {
    public private(set) var shown: [String] = []
    public init() {}
    public func showTodo(id: String) { shown.append(id) }
}
