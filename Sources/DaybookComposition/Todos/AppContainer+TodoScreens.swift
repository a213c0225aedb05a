import DaybookDomain
import DaybookPresentation

/// The todo screens' modules, for a stateful front end: the use cases over the one store, the
/// change feed, and the front end's router.
extension AppContainer {
    @MainActor
    public func makeTodoListViewModel(router: any TodoListRouter, language: Language? = nil) -> TodoListViewModelImpl {
        TodoListViewModelImpl(
            useCases: todoUseCases, changes: observeChanges, router: router, localizer: localizer(for: language))
    }

    @MainActor
    public func makeTodoEditViewModel(id: String, router: any TodoEditRouter, language: Language? = nil)
        -> TodoEditViewModelImpl
    {
        TodoEditViewModelImpl(
            id: id, useCases: todoUseCases, changes: observeChanges, router: router,
            localizer: localizer(for: language))
    }
}
