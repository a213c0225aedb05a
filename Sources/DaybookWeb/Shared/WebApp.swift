import DaybookComposition
import DaybookPresentation
import Hummingbird

/// What every route shares: the container, the host policy, and the pending flash messages.
final class WebApp: Sendable {
    let container: AppContainer
    let hosts: HostPolicy
    let flashes: FlashStore

    init(container: AppContainer, settings: ServeSettings) {
        self.container = container
        flashes = FlashStore(container: container)
        hosts = HostPolicy(publicURL: settings.publicURL)
    }

    /// A registration controller whose presenter drives `view`, for this visitor, in their language.
    func profileController(for session: WebSession, view: any ProfileView) -> ProfileController {
        container.makeProfileController(person: session.person, view: view, language: session.language)
    }

    /// The page frame for this request, in the visitor's language, with `current` marked in the
    /// navigation.
    /// The frame of a page; a `live` one follows changes over the live channel once its script
    /// runs (see ``LiveChannel``).
    func layout(_ request: Request, _ context: WebContext, current: NavigationEntry?, live: Bool = false) -> Layout {
        var layout = Layout(
            localizer: context.session.localizer, request: request, current: current)
        layout.isLive = live
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
