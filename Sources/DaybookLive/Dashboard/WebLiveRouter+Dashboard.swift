import DaybookPresentation
import DaybookWeb

/// Each of the dashboard's cards opens its feature's page; the weather card, on the dashboard's
/// city. A todo or a post opened from the dashboard goes as the lists open them.
extension WebLiveRouter: DashboardRouter {
    func showTodos() { go("/todos") }

    func showWeather(city: String) {
        go(city.isEmpty ? "/weather" : "/weather?city=\(FormQuery.encode(city))")
    }

    func showPosts() { go("/posts") }

    func showProfile() { go("/profile") }
}
