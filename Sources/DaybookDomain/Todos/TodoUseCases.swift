import Foundation

/// The Todos feature's use cases, bundled so a controller takes one value.
///
/// Each member is a protocol: the boundary a controller calls, as the guides draw it.
public struct TodoUseCases: Sendable {
    public let list: any ListTodosUseCase
    public let listPage: any ListTodoPageUseCase
    public let revision: any TodoRevisionUseCase
    public let add: any AddTodoUseCase
    public let importTitles: any ImportTodosUseCase
    public let find: any FindTodoUseCase
    public let toggle: any ToggleTodoUseCase
    public let setCompletion: any SetTodoCompletionUseCase
    public let rename: any RenameTodoUseCase
    public let reorder: any ReorderTodoUseCase
    public let edit: any EditTodoUseCase
    public let delete: any DeleteTodoUseCase
    public let clearCompleted: any ClearCompletedTodosUseCase
    public let restore: any RestoreTodosUseCase
    public let deleteAll: any DeleteAllTodosUseCase

    /// The interactors over one repository.
    public init(repository: any TodoRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        list = ListTodosInteractor(repository: repository)
        listPage = ListTodoPageInteractor(repository: repository)
        revision = TodoRevisionInteractor(repository: repository)
        add = AddTodoInteractor(repository: repository, dates: dates, identifiers: identifiers)
        importTitles = ImportTodosInteractor(repository: repository, dates: dates, identifiers: identifiers)
        find = FindTodoInteractor(repository: repository)
        toggle = ToggleTodoInteractor(repository: repository, dates: dates)
        setCompletion = SetTodoCompletionInteractor(repository: repository, dates: dates)
        rename = RenameTodoInteractor(repository: repository, dates: dates)
        reorder = ReorderTodoInteractor(repository: repository, dates: dates)
        edit = EditTodoInteractor(repository: repository, dates: dates)
        delete = DeleteTodoInteractor(repository: repository)
        clearCompleted = ClearCompletedTodosInteractor(repository: repository)
        restore = RestoreTodosInteractor(repository: repository)
        deleteAll = DeleteAllTodosInteractor(repository: repository)
    }
}
