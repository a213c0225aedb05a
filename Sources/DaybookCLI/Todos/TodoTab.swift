import DaybookPresentation

/// The Todos tab: the list (``TodoListScreen``), and a todo's own screen (``TodoEditScreen``)
/// pushed over it when one is opened.
struct TodoTab: TerminalTab {
    static let title: any LocalizedText = TodoTabText.title

    let screen: any AppScreen
    /// What ``AppRouter/showTodo(id:)`` pushes onto the tab: the todo's own screen.
    let todo: @MainActor (String) -> any AppScreen

    static func make(in context: TerminalTabContext) -> TodoTab {
        let (container, router, person) = (context.container, context.router, context.person)
        return TodoTab(
            screen: TodoListScreen(model: container.makeTodoListViewModel(router: router, for: person)),
            todo: { id in TodoEditScreen(model: container.makeTodoEditViewModel(id: id, router: router, for: person)) })
    }
}
