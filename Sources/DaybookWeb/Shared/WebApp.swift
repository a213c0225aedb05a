import DaybookComposition
import DaybookPresentation
import Hummingbird

/// What every route shares: the container, each language's controllers (built once, at start),
/// and the pending flash messages.
final class WebApp: Sendable {
    let container: AppContainer
    let hosts: HostPolicy
    let flashes = FlashStore()
    private let controllers: [Language: WebControllers]

    init(container: AppContainer, settings: ServeSettings) {
        self.container = container
        hosts = HostPolicy(publicURL: settings.publicURL)
        controllers = Dictionary(
            uniqueKeysWithValues: Language.allCases.map { ($0, WebControllers(container: container, language: $0)) })
    }

    func controllers(for language: Language) -> WebControllers {
        controllers[language]!
    }

    /// A registration controller whose presenter drives `view`, for this visitor, in their language.
    func profileController(for session: WebSession, view: any ProfileView) -> ProfileController {
        container.makeProfileController(visitor: session.user, view: view, language: session.language)
    }

    /// The page frame for this request, in the visitor's language, with `current` marked in the
    /// navigation.
    func layout(_ request: Request, _ context: WebContext, current: NavigationEntry?) -> Layout {
        var layout = Layout(
            localizer: controllers(for: context.session.language).localizer, request: request, current: current)
        if context.session.signedIn { layout.signOutToken = context.session.csrfToken }
        return layout
    }

    /// Post/redirect/get: leaves `flash` for the visitor and sends them to `location` with 303.
    func redirect(to location: String, flash: Flash?, for session: WebSession) -> Response {
        if let flash { flashes.put(flash, for: session.user) }
        return Response(status: .seeOther, headers: [.location: location])
    }
}
