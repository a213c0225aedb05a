import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Closes a live connection with 1002 (protocol error) at the first frame its page sends
/// unmasked: RFC 6455 §5.1 says a server must, and a browser always masks (an unmasked frame is
/// another program's, written to a socket by hand). Nothing of that frame or what follows it
/// reaches the page's view model.
///
/// SwiftNIO's WebSocket decoder keeps each frame's mask but checks nothing of it, and the
/// WebSocket layer above it no longer shows it; this sits between the two. It is put there by
/// ``Installer`` at the moment the connection is upgraded, before any frame is read.
final class UnmaskedFrameHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private var closing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        guard unwrapInboundIn(data).maskKey == nil else {
            context.fireChannelRead(data)
            return
        }
        closing = true
        var code = context.channel.allocator.buffer(capacity: 2)
        code.write(webSocketErrorCode: .protocolError)
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: code)
        context.writeAndFlush(wrapOutboundOut(close)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    /// Waits on every connection for the upgrade to the live channel, then puts an
    /// ``UnmaskedFrameHandler`` right after the WebSocket decoder SwiftNIO has just added, before
    /// the upgrade handler passes on the first byte it kept: no frame is read unchecked.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if case HTTPServerUpgradeEvents.upgradeComplete = event {
                let pipeline = context.pipeline.syncOperations
                do {
                    let decoder = try pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
                    try pipeline.addHandler(UnmaskedFrameHandler(), position: .after(decoder))
                } catch {
                    // Not a WebSocket: nothing to check.
                }
                context.fireUserInboundEventTriggered(event)
                pipeline.removeHandler(context: context, promise: nil)
                return
            }
            context.fireUserInboundEventTriggered(event)
        }
    }
}
