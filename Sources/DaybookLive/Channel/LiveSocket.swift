import HummingbirdWebSocket
import NIOCore

/// A live connection's two directions, the connection under them, and what waits to be sent.
struct LiveSocket: Sendable {
    let inbound: WebSocketInboundStream
    let outbound: WebSocketOutboundWriter
    /// Closed when the page stops reading (see ``LiveLimits/sendTimeout``).
    let connection: any Channel
    let outbox: LiveOutbox
}
