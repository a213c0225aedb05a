import Foundation

/// The Todos feature's use cases, bundled so a controller takes one value.
///
/// Each member is a protocol, so a test can replace any one of them with a fake.
public struct TodoUseCases: Sendable {
    public var list: any ListTodosUseCase
    public var listPage: any ListTodoPageUseCase
    public var add: any AddTodoUseCase
    public var importTitles: any ImportTodosUseCase
    public var find: any FindTodoUseCase
    public var toggle: any ToggleTodoUseCase
    public var setCompletion: any SetTodoCompletionUseCase
    public var rename: any RenameTodoUseCase
    public var reorder: any ReorderTodoUseCase
    public var delete: any DeleteTodoUseCase
    public var clearCompleted: any ClearCompletedTodosUseCase
    public var deleteAll: any DeleteAllTodosUseCase

    /// The interactors over one repository.
    public init(repository: any TodoRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        list = ListTodosInteractor(repository: repository)
        listPage = ListTodoPageInteractor(repository: repository)
        add = AddTodoInteractor(repository: repository, dates: dates, identifiers: identifiers)
        importTitles = ImportTodosInteractor(repository: repository, dates: dates, identifiers: identifiers)
        find = FindTodoInteractor(repository: repository)
        toggle = ToggleTodoInteractor(repository: repository, dates: dates)
        setCompletion = SetTodoCompletionInteractor(repository: repository, dates: dates)
        rename = RenameTodoInteractor(repository: repository, dates: dates)
        reorder = ReorderTodoInteractor(repository: repository, dates: dates)
        delete = DeleteTodoInteractor(repository: repository)
        clearCompleted = ClearCompletedTodosInteractor(repository: repository)
        deleteAll = DeleteAllTodosInteractor(repository: repository)
    }
}
