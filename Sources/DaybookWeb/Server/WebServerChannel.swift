import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Every connection the web app accepts: HTTP/1, which may be upgraded to the live channel's
/// WebSocket (Hummingbird's ``HTTP1WebSocketUpgradeChannel``), with the first request's head
/// bounded in time like every other (``FirstHeadDeadlineHandler``), a request the parser refuses
/// answered (``MalformedRequestHandler``), and a WebSocket's frames required to be masked
/// (``UnmaskedFrameHandler``).
struct WebServerChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let upgrading: HTTP1WebSocketUpgradeChannel
    let headerTimeout: Duration

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        upgrading.setup(channel: channel, logger: logger).flatMapThrowing { [headerTimeout] value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(FirstHeadDeadlineHandler(timeout: headerTimeout), position: .after(decoder.handler))
            try pipeline.addHandler(MalformedRequestHandler(), position: .after(decoder.handler))
            try pipeline.addHandler(UnmaskedFrameHandler.Installer())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await upgrading.handle(value: value, logger: logger)
    }
}
