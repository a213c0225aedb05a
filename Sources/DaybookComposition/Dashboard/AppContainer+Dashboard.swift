import DaybookData
import DaybookDomain
import DaybookPresentation

/// The dashboard's module: a use case per card, the change feed, and the front end's router.
extension AppContainer {
    /// The dashboard of `person`, with the weather card on `city`, shown on this machine or `on` a
    /// server (a live page). Fails when the weather or posts settings are unusable.
    @MainActor
    public func makeDashboardViewModel(
        router: any DashboardRouter, city: String = "", language: Language? = nil, for person: Person,
        on server: ServerScreens? = nil
    ) throws(SettingProblem) -> DashboardViewModelImpl {
        DashboardViewModelImpl(
            useCases: try dashboardUseCases(todos: screenTodos(for: person, on: server), user: person.profileUser),
            changes: screenChanges(on: server), router: router, localizer: screenLocalizer(language, on: server),
            city: city)
    }

    /// What the dashboard of `user` reads, with the todos through `todos`.
    private func dashboardUseCases(todos: any TodoUseCase, user: UserID) throws(SettingProblem)
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
