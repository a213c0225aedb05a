import DaybookPresentation

/// A todo opened from a live page (a row of the list, or the dashboard) is its own page.
extension WebLiveRouter: TodoListRouter {
    func showTodo(id: String) { go("/todos/\(id)/edit") }
}
