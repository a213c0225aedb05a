import DaybookData
import DaybookDomain
import DaybookPresentation

/// The dashboard's module: a use case per card, the change feed, and the front end's router.
extension AppContainer {
    /// The dashboard of `person` at this machine, with the weather card on `city`. Fails when
    /// the weather or posts settings are unusable.
    @MainActor
    public func makeDashboardViewModel(
        router: any DashboardRouter, city: String = "", language: Language? = nil, for person: Person
    ) throws(SettingProblem) -> DashboardViewModelImpl {
        DashboardViewModelImpl(
            useCases: try dashboardUseCases(todos: todoInteractor(for: person), user: person.profileUser),
            changes: changeFeed, router: router, localizer: localizer(for: language), city: city)
    }

    /// What the dashboard of `user` reads, with the todos through `todos`.
    func dashboardUseCases(todos: any TodoUseCase, user: UserID) throws(SettingProblem)
        -> DashboardViewModelImpl.UseCases
    {
        DashboardViewModelImpl.UseCases(
            todos: todos,
            weather: WeatherInteractor(repository: try weatherRepository.get()),
            posts: PostInteractor(repository: try postRepository.get()),
            profile: profileInteractor,
            user: user)
    }
}
