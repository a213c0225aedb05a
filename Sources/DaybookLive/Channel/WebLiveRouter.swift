/// The web app's router (the guides' `Router`): a live page's view model asks to go somewhere by
/// intent, and the page is sent there (`navigate`), as a link would take it. Every router the
/// live pages' view models ask is this one; each feature's routes are in its folder
/// (`WebLiveRouter+Todos`…).
@MainActor
final class WebLiveRouter {
    private let outbox: LiveOutbox

    init(outbox: LiveOutbox) {
        self.outbox = outbox
    }

    /// Sends the page to `path`.
    func go(_ path: String) {
        var update = LiveUpdate()
        update.navigate = path
        outbox.post(update)
    }
}
