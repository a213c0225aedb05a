import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation

/// The Todos module: SQLite store → repository → interactors → controller.
extension AppContainer {
    var todoUseCases: TodoUseCases {
        let repository = DefaultTodoRepository(store: storage.todos)
        return TodoUseCases(repository: repository, dates: dates, identifiers: identifiers)
    }

    /// A controller that speaks `language`, or the configured language when `nil`.
    public func makeTodoController(language: Language? = nil) -> TodoController {
        TodoController(useCases: todoUseCases, localizer: localizer(for: language))
    }
}
