import DaybookPresentation
import Hummingbird

/// The request context of every Daybook route: Hummingbird's core storage plus the visitor's
/// session, which ``SessionMiddleware`` fills in before a page handler runs.
struct WebContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    var session = WebSession(user: "", language: .english, csrfToken: "")
    /// Who is asking, as sign-in attempts are counted (see ``SignInThrottle/client(of:)``).
    let client: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = SignInThrottle.client(of: source.channel.remoteAddress)
    }

    /// Forms and JSON bodies are small; anything larger is answered 413 before it is read.
    var maxUploadSize: Int { WebLimits.maximumBodyBytes }
}

enum WebLimits {
    static let maximumBodyBytes = 64 * 1024
}

/// Who is asking, in which language, and the token their forms must carry.
struct WebSession: Sendable {
    /// The anonymous per-browser id: each visitor has their own profile.
    var user: String
    var language: Language
    var csrfToken: String
    /// Signed in with the server's password (always `false` when it has none).
    var signedIn = false
}
