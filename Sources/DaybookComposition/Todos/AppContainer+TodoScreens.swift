import DaybookDomain
import DaybookPresentation

/// The todo screens' modules, for a stateful front end: the interactor over the person's todos,
/// the change feed, and the front end's router.
extension AppContainer {
    @MainActor
    public func makeTodoListViewModel(router: any TodoListRouter, language: Language? = nil, for person: Person)
        -> TodoListViewModelImpl
    {
        TodoListViewModelImpl(
            todos: todoInteractor(for: person), changes: changeFeed, router: router,
            localizer: localizer(for: language))
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
