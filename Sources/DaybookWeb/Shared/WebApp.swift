import DaybookComposition
import DaybookPresentation
import Hummingbird

/// What every route shares: the container, the host policy, the pending flash messages, what the
/// server's add-ons make of every page, and the todo list's reads as the server composed them.
package final class WebApp: Sendable {
    package let container: AppContainer
    package let hosts: HostPolicy
    let flashes: FlashStore
    /// What the server is composed with (``WebAddOn``): which pages are live.
    private let addOns: [any WebAddOn.Type]
    /// The API's written pages of the todo list, and the `/todos` pages' rendered content, as the
    /// server composed them (``WebServer``).
    let todoBackendPages: any TodoBackendPages
    let todoListContents: any TodoListContents

    init(
        container: AppContainer, settings: ServeSettings, addOns: [any WebAddOn.Type] = [],
        todoBackendPages: any TodoBackendPages, todoListContents: any TodoListContents
    ) {
        self.container = container
        flashes = FlashStore(container: container)
        hosts = HostPolicy(publicURL: settings.publicURL)
        self.addOns = addOns
        self.todoBackendPages = todoBackendPages
        self.todoListContents = todoListContents
    }

    /// A registration controller whose presenter drives `view`, for this visitor, in their language.
    func profileController(for session: WebSession, view: any ProfileView) -> ProfileController {
        container.makeProfileController(person: session.person, view: view, language: session.language)
    }

    /// The page frame for this request, in the visitor's language, with `current` marked in the
    /// navigation, the add-ons' scripts (``WebContext/pageScripts``), and marked live when an
    /// add-on makes its page live (it then follows changes once its script runs).
    func layout(_ request: Request, _ context: WebContext, current: NavigationEntry?) -> Layout {
        var layout = Layout(
            localizer: context.session.localizer, request: request, current: current)
        layout.scripts = context.pageScripts
        layout.isLive = addOns.contains { $0.isLive(path: request.uri.path) }
        if context.session.signedIn { layout.signOutToken = context.session.csrfToken }
        layout.formToken = context.session.csrfToken
        return layout
    }

    /// Post/redirect/get: leaves `flash` for the visitor and sends them to `location` with 303.
    /// The flash is for whoever reads the next page: `recipient` when the request changes who that
    /// is (a sign-in, a sign-out, an ended session), else the session's reader.
    func redirect(
        to location: String, flash: Flash?, for session: WebSession, recipient: FlashStore.Reader? = nil
    ) async -> Response {
        var response = Response(status: .seeOther, headers: [.location: location])
        if let flash, let cookie = await flashes.put(flash, for: recipient ?? FlashStore.Reader(session)) {
            response.setCookie(cookie)
        }
        return response
    }
}
