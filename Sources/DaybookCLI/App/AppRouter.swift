import DaybookPresentation

/// The terminal app's routers, one object for every screen's protocol: a view model asks to go
/// somewhere by intent, and this decides what that means here (switch tabs, push a screen onto
/// the tab, pop it). The web app implements the same protocols with redirects.
@MainActor
final class AppRouter: DashboardRouter, TodoEditRouter, PostRouter {
    /// The app it navigates; weak, since the app owns the screens whose view models own this.
    weak var app: TerminalApp?

    func showTodos() { app?.select(.todos) }

    func showTodo(id: String) {
        app?.select(.todos)
        app?.pushTodo(id: id)
    }

    func showWeather(city: String) {
        app?.select(.weather)
        if !city.isEmpty { app?.showWeather(city: city) }
    }

    func showPosts() { app?.select(.posts) }

    func showPost(id: Int) {
        app?.select(.posts)
        app?.pushPost(id: id)
    }

    func showProfile() { app?.select(.profile) }

    func closeTodo() { app?.pop() }

    func closePost() { app?.pop() }
}
