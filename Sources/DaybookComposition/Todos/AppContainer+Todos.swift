import DaybookData
import DaybookDomain
import DaybookPresentation

/// The Todos module: the engine's store (SQLite or PostgreSQL) → repository → interactor →
/// controller.
extension AppContainer {
    /// The interactor over `person`'s todos.
    func todoInteractor(for person: Person) -> TodoInteractor {
        todoInteractor(over: DefaultTodoRepository(store: storage.todos.owned(by: person.owner)))
    }

    /// The interactor over `repository` (the store's, or one that shares reads over it).
    func todoInteractor(over repository: any TodoRepository) -> TodoInteractor {
        TodoInteractor(repository: repository, dates: dates, identifiers: identifiers)
    }

    /// `person`'s todos as many screens of one process read them at once: see ``ServerScreens``.
    func coalescedTodoRepository(for person: Person) -> CoalescedTodoRepository {
        CoalescedTodoRepository(DefaultTodoRepository(store: storage.todos.owned(by: person.owner)))
    }

    /// A controller over `person`'s todos that speaks `language`, or the configured language when
    /// `nil`.
    public func makeTodoController(language: Language? = nil, for person: Person) -> TodoController {
        TodoController(todos: todoInteractor(for: person), localizer: localizer(for: language))
    }

    /// The text of the file `todo import` names (`-`: standard input), read whole; fails with
    /// ``AppError/file(_:)`` when it cannot be read or is not UTF-8 text. Needs no container: the
    /// file is read before the database is opened.
    public static func readTodoFile(_ path: String) throws(AppError) -> String {
        try ReadableFile.text(path)
    }
}
