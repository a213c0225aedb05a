import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation

/// The Todos module: SQLite store → repository → interactors → controller.
extension AppContainer {
    var todoUseCases: TodoUseCases {
        todoUseCases(over: DefaultTodoRepository(store: storage.todos))
    }

    /// The use cases over `repository` (the store's, or one that shares reads over it).
    func todoUseCases(over repository: any TodoRepository) -> TodoUseCases {
        TodoUseCases(repository: repository, dates: dates, identifiers: identifiers)
    }

    /// The todos as many screens of one process read them at once: see ``LiveScreens``.
    func coalescedTodoRepository() -> CoalescedTodoRepository {
        CoalescedTodoRepository(DefaultTodoRepository(store: storage.todos))
    }

    /// A controller that speaks `language`, or the configured language when `nil`.
    public func makeTodoController(language: Language? = nil) -> TodoController {
        TodoController(useCases: todoUseCases, localizer: localizer(for: language))
    }

    /// The text of the file `todo import` names (`-`: standard input), read whole; fails with
    /// ``AppError/file(_:)`` when it cannot be read or is not UTF-8 text. Needs no container: the
    /// file is read before the database is opened.
    public static func readTodoFile(_ path: String) throws(AppError) -> String {
        try ReadableFile.text(path)
    }
}
