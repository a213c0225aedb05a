import DaybookComposition
import DaybookWeb
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket

/// The live channel as the web app takes it: an add-on (``WebAddOn``), which `daybook serve`
/// composes the server with. It serves the pages' script (``LiveScript``), makes the pages it
/// has live (``LivePages``), and serves every connection as one that may be upgraded to the
/// channel's WebSocket (``LiveChannel``). Without it, the web app's pages work as they do
/// without their script.
package struct LiveAddOn: WebAddOn {
    package static var pageScripts: [String] { [LiveScript.path] }

    package static func isLive(path: String) -> Bool { LivePages.page(at: path) != nil }

    let channel: LiveChannel

    package init(app: WebApp, gate: SignInGate, settings: ServeSettings) {
        let container = app.container
        channel = LiveChannel(
            app: app, screens: container.makeServerScreens(), gate: gate,
            limits: LiveLimits(maximumConnections: settings.maximumConnections),
            metrics: container.metrics?.liveChannel() ?? .none, defaultLanguage: container.configuration.language)
    }

    package func addRoutes(to router: Router<WebContext>) {
        router.get(RouterPath(stringLiteral: LiveScript.path)) { _, _ in LiveScript.response() }
    }

    /// HTTP/1 that may become the channel's WebSocket (Hummingbird's
    /// ``HTTP1WebSocketUpgradeChannel``), whose first request is read by SwiftNIO's upgrade
    /// handler before the server's own handlers are added: that request's head is bounded in time
    /// like every other (``FirstHeadDeadlineHandler``), and a WebSocket's frames must be masked
    /// (``UnmaskedFrameHandler``).
    package func connectionChannel(
        responder: @escaping HTTPChannelHandler.Responder, http1: HTTP1Channel.Configuration, timeouts: ServeTimeouts
    ) -> (any ServerChildChannel)? {
        let upgrading = HTTP1WebSocketUpgradeChannel(
            responder: responder, webSocketResponder: channel.router().buildResponder(),
            configuration: .init(http1: http1, ws: channel.configuration))
        return WebServerChannel(upgrading) { pipeline, decoder in
            try pipeline.addHandler(FirstHeadDeadlineHandler(timeout: timeouts.header), position: .after(decoder))
            try pipeline.addHandler(UnmaskedFrameHandler.Installer())
        }
    }

    /// Ends every page's subscription.
    package func serverStopped() {
        channel.screens.finish()
    }

    /// What the channel did so far: the list windows read from storage, the renderings made, and
    /// the connections open now. For tests and benchmarks.
    var statistics: (windowReads: Int, announcements: Int, renderings: Int, connections: Int) {
        let (screens, cache, registry) = (channel.screens, channel.cache, channel.registry)
        return (screens.todoWindowReads, screens.todoAnnouncements, cache.renderCount, registry.count)
    }
}
