import DaybookComposition
import Hummingbird
import HummingbirdCore

/// What the web app is served with that it knows nothing of itself: the live channel
/// (`DaybookLive`) is one, and `daybook serve`, the outermost driver, composes the server with it
/// (``WebServer/init(container:settings:logger:addOns:signInFailureDelay:)``). An add-on is made
/// with the server; it adds its routes, says which pages it makes live and which scripts every
/// page loads, and may serve the server's connections itself (to upgrade some of them).
///
/// Without any, the web app is whole: every page works as it does without its script. A
/// protocol for a ring boundary: the web app cannot name the live channel, which depends on it
/// (a test's add-on, `MarkingAddOn`, is the second conformer).
package protocol WebAddOn: Sendable {
    /// The scripts every page loads, by address (served by the add-on's routes).
    static var pageScripts: [String] { get }

    /// Whether the page at `path` follows changes through the add-on once its script runs: its
    /// frame is then marked live and carries the visitor's form token (``Layout/isLive``).
    static func isLive(path: String) -> Bool

    /// Made once per server, with what every route shares.
    init(app: WebApp, gate: SignInGate, settings: ServeSettings)

    /// Adds the add-on's routes to the server's router: behind the request log, the security
    /// headers and the host check, outside the pages' session and sign-in (a script, say).
    func addRoutes(to router: Router<WebContext>)

    /// The channel every connection is served with, when the add-on needs one of its own (a
    /// WebSocket upgrade): made from the server's `responder` and its HTTP/1 configuration
    /// (`http1`: its handlers, deadlines included), within `timeouts`. `nil`: plain HTTP/1.
    func connectionChannel(
        responder: @escaping HTTPChannelHandler.Responder, http1: HTTP1Channel.Configuration, timeouts: ServeTimeouts
    ) -> (any ServerChildChannel)?

    /// The server has stopped: whatever the add-on still holds ends.
    func serverStopped()
}
