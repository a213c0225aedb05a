import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Every connection the web app accepts: `base`, HTTP/1 (Hummingbird's ``HTTP1Channel``) or the
/// channel an add-on serves in its place (the live channel's, which may upgrade a connection to
/// its WebSocket), with a request the parser refuses answered (``MalformedRequestHandler``,
/// right after the HTTP decoder).
package struct WebServerChannel<Base: ServerChildChannel>: ServerChildChannel {
    package typealias Value = Base.Value

    private let base: Base
    private let configure: @Sendable (ChannelPipeline.SynchronousOperations, any ChannelHandler) throws -> Void

    /// `configure` adds what the add-on puts on every connection once `base` has set it up, given
    /// the pipeline and its HTTP decoder, before the ``MalformedRequestHandler`` goes right after
    /// that decoder.
    package init(
        _ base: Base,
        configure: @escaping @Sendable (ChannelPipeline.SynchronousOperations, any ChannelHandler) throws -> Void = {
            _, _ in
        }
    ) {
        self.base = base
        self.configure = configure
    }

    package func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { [configure] value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try configure(pipeline, decoder.handler)
            try pipeline.addHandler(MalformedRequestHandler(), position: .after(decoder.handler))
            return value
        }
    }

    package func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
