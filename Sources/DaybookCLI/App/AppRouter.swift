/// The terminal app's routers, one object for every screen's protocol: a view model asks to go
/// somewhere by intent, and this decides what that means here (switch tabs, push a screen onto
/// the tab, pop it). The web app implements the same protocols with redirects. Each feature
/// conforms it to its routers in its own folder (`AppRouter+Todos.swift`…), with what its tab
/// says its routes push.
@MainActor
final class AppRouter {
    /// The app it navigates; weak, since the app owns the screens whose view models own this.
    weak var app: TerminalApp?
}
