import DaybookData
import DaybookDomain
import DaybookPresentation

/// The dashboard's module: a use case per card, the change feed, and the front end's router.
extension AppContainer {
    /// The dashboard of the person at this machine, with the weather card on `city`. Fails when
    /// the weather or posts settings are unusable.
    @MainActor
    public func makeDashboardViewModel(router: any DashboardRouter, city: String = "", language: Language? = nil)
        throws(SettingProblem) -> DashboardViewModelImpl
    {
        let localizer = localizer(for: language)
        let useCases = DashboardViewModelImpl.UseCases(
            todos: todoUseCases,
            fetchWeather: FetchWeatherInteractor(repository: try weatherRepository.get()),
            listPosts: ListPostsInteractor(repository: try postRepository.get()),
            profile: ProfileRegistrationStateInteractor(repository: DefaultProfileRepository(store: storage.profiles)),
            user: .local)
        return DashboardViewModelImpl(
            useCases: useCases, changes: observeChanges, router: router, localizer: localizer, city: city)
    }
}
