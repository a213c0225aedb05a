import DaybookDomain
import DaybookPresentation

/// The weather screen's module, for a stateful front end: the same repository as the controller,
/// behind the screen's view model.
extension AppContainer {
    /// The weather screen, opened on `city` (empty to ask for one), shown on this machine or `on`
    /// a server (a live page). Fails when the weather settings are unusable.
    @MainActor
    public func makeWeatherViewModel(city: String = "", language: Language? = nil, on server: ServerScreens? = nil)
        throws(SettingProblem) -> WeatherViewModelImpl
    {
        WeatherViewModelImpl(
            weather: WeatherInteractor(repository: try weatherRepository.get()),
            localizer: screenLocalizer(language, on: server), city: city)
    }
}
