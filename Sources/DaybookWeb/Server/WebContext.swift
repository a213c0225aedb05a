import DaybookPresentation
import Foundation
import Hummingbird
import NIOCore

/// The request context of every Daybook route: Hummingbird's core storage, the visitor's
/// session (which ``SessionMiddleware`` or ``APIMiddleware`` fills in before a handler runs),
/// and the decoder handlers use through `request.decode(as:context:)`. (Answers are not encoded
/// through the context: the API's JSON is written by Presentation's `JSONWriter`.)
package struct WebContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    var session = WebSession(user: "", language: .english, csrfToken: "")
    /// The scripts every page of this server loads, its add-ons' (``PageScriptsMiddleware``):
    /// an error page loads them as every other page does.
    var pageScripts: [String] = []
    /// The peer's address, kept as NIO gives it: most requests never ask for ``client``.
    private let remoteAddress: SocketAddress?

    /// Who is asking, as sign-in attempts are counted (see ``SignInClient``). Made when asked (a
    /// sign-in, a live channel's admission), not for every request.
    var client: String { SignInClient.key(of: remoteAddress) }

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Forms and JSON bodies are small; anything larger is answered 413 before it is read.
    package var maxUploadSize: Int { WebLimits.maximumBodyBytes }

    /// Reads a body by its media type, and says what was wrong in the visitor's language.
    package var requestDecoder: WebRequestDecoder { WebRequestDecoder(language: session.language) }
}
