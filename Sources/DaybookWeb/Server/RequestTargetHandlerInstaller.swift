import NIOCore
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Puts a ``RequestTargetHandler`` before Hummingbird's HTTP/1 → HTTPTypes codec, then removes
/// itself. Hummingbird adds a server's extra channel handlers after that codec, where the request
/// target has already lost its scheme and host.
final class RequestTargetHandlerInstaller: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart

    func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        do {
            let codec = try pipeline.handler(type: HTTP1ToHTTPServerCodec.self)
            try pipeline.addHandler(RequestTargetHandler(), position: .before(codec))
        } catch {
            // Without the codec there is no HTTP/1 target to check (another protocol).
        }
        pipeline.removeHandler(context: context, promise: nil)
    }
}
