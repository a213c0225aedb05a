import DaybookPresentation

/// The todo list opens a todo on the Todos tab; the todo's screen goes back to the list.
extension AppRouter: TodoListRouter, TodoEditRouter {
    func showTodo(id: String) {
        guard let todos = app?.select(TodoTab.self) else { return }
        app?.push(todos.todo(id))
    }

    func closeTodo() { app?.pop() }
}
