import DaybookWeb
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the live channel's upgrade requests (`GET /live`): Hummingbird's core
/// storage, the WebSocket handler the upgrade hands over to, the connection (which a send that
/// stalls closes) and who is asking, as connections are counted per client.
struct LiveContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<LiveContext>
    let channel: any Channel
    /// The client's address, as sign-in attempts are counted (see ``SignInClient``).
    let client: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
        client = SignInClient.key(of: source.channel.remoteAddress)
    }
}
