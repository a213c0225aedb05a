import DaybookPresentation

/// Each of the dashboard's cards opens its feature's tab; the weather card, on the dashboard's
/// city. A todo or a post opened from the dashboard goes as the lists open them.
extension AppRouter: DashboardRouter {
    func showTodos() { app?.select(TodoTab.self) }

    func showWeather(city: String) {
        guard let weather = app?.select(WeatherTab.self) else { return }
        if !city.isEmpty { weather.show(city) }
    }

    func showPosts() { app?.select(PostTab.self) }

    func showProfile() { app?.select(ProfileTab.self) }
}
