import DaybookDomain
import DaybookPresentation

/// The todo screens' modules, for a stateful front end: the interactor over the person's todos,
/// the change feed, and the front end's router.
extension AppContainer {
    /// The list of `person`'s todos, opened on `initial` (a search, a filter, a page), `pageSize`
    /// todos a page, shown on this machine or `on` a server (a live page).
    @MainActor
    public func makeTodoListViewModel(
        router: any TodoListRouter, language: Language? = nil, initial: TodoListScreenState = TodoListScreenState(),
        pageSize: Int = TodoListViewModelImpl.pageSize, for person: Person, on server: ServerScreens? = nil
    ) -> TodoListViewModelImpl {
        TodoListViewModelImpl(
            todos: screenTodos(for: person, on: server), changes: screenChanges(on: server), router: router,
            localizer: screenLocalizer(language, on: server), initial: initial, pageSize: pageSize)
    }

    @MainActor
    public func makeTodoEditViewModel(
        id: String, router: any TodoEditRouter, language: Language? = nil, for person: Person
    ) -> TodoEditViewModelImpl {
        TodoEditViewModelImpl(
            id: id, todos: todoInteractor(for: person), changes: changeFeed, router: router,
            localizer: localizer(for: language))
    }
}
