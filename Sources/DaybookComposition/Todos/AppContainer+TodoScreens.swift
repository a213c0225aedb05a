import DaybookDomain
import DaybookPresentation

/// The todo screens' modules, for a stateful front end: the use cases over the person's todos,
/// the change feed, and the front end's router.
extension AppContainer {
    @MainActor
    public func makeTodoListViewModel(router: any TodoListRouter, language: Language? = nil, for person: Person)
        -> TodoListViewModelImpl
    {
        TodoListViewModelImpl(
            useCases: todoUseCases(for: person), changes: observeChanges, router: router,
            localizer: localizer(for: language))
    }

    @MainActor
    public func makeTodoEditViewModel(
        id: String, router: any TodoEditRouter, language: Language? = nil, for person: Person
    ) -> TodoEditViewModelImpl {
        TodoEditViewModelImpl(
            id: id, useCases: todoUseCases(for: person), changes: observeChanges, router: router,
            localizer: localizer(for: language))
    }
}
