import DaybookDomain
import DaybookPresentation

/// The weather screen's module, for a stateful front end: the same repository as the controller,
/// behind the screen's view model.
extension AppContainer {
    /// The weather screen, opened on `city` (empty to ask for one). Fails when the weather
    /// settings are unusable.
    @MainActor
    public func makeWeatherViewModel(city: String = "", language: Language? = nil) throws(SettingProblem)
        -> WeatherViewModelImpl
    {
        let localizer = localizer(for: language)
        return WeatherViewModelImpl(
            weather: WeatherInteractor(repository: try weatherRepository.get()),
            localizer: localizer, city: city)
    }
}
