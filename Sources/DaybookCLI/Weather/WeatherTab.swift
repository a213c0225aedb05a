import DaybookPresentation

/// The Weather tab: a city searched as it is typed, and its card (``WeatherScreen``). What the
/// app asks of it beyond its screen is the city it found (for the dashboard's card) and to show
/// one (the dashboard's card was opened).
struct WeatherTab: TerminalTab {
    static let title: any LocalizedText = WeatherTabText.title

    let screen: any AppScreen
    /// The city the screen found, as searched; `nil` while it has found none.
    let foundCity: @MainActor () -> String?
    /// Searches `city`, the field showing it, closed.
    let show: @MainActor (String) -> Void

    init<Model: WeatherViewModel>(screen: WeatherScreen<Model>) {
        self.screen = screen
        foundCity = { screen.foundCity }
        show = { screen.show(city: $0) }
    }

    static func make(in context: TerminalTabContext) throws -> WeatherTab {
        WeatherTab(screen: WeatherScreen(model: try context.container.makeWeatherViewModel(city: context.city)))
    }
}
