import DaybookPresentation
import DaybookWeb

/// The web app's router (the guides' `Router`): a live page's view model asks to go somewhere by
/// intent, and the page is sent there (`navigate`), as a link would take it. Every router the
/// live pages' view models ask is this one.
@MainActor
final class WebLiveRouter: DashboardRouter {
    private let outbox: LiveOutbox

    init(outbox: LiveOutbox) {
        self.outbox = outbox
    }

    private func go(_ path: String) {
        var update = LiveUpdate()
        update.navigate = path
        outbox.post(update)
    }

    func showTodo(id: String) { go("/todos/\(id)/edit") }
    func showPost(id: Int) { go("/posts/\(id)") }
    func showTodos() { go("/todos") }
    func showWeather(city: String) {
        go(city.isEmpty ? "/weather" : "/weather?city=\(FormQuery.encode(city))")
    }
    func showPosts() { go("/posts") }
    func showProfile() { go("/profile") }
}
