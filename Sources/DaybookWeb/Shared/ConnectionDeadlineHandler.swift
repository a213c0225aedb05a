import DaybookComposition
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client stalls, so a few hundred sockets that send nothing (or a
/// byte now and then) cannot hold the server's connections for good:
///
/// - a request's head must arrive within `header` of the connection's start;
/// - its body must arrive in full within `body` of the head;
/// - a kept-alive connection's next request must arrive in full within `idle` of the last answer.
///
/// While a request is being answered no deadline runs: the handler is bounded by its own work
/// (storage, and upstream requests with their own timeouts). One handler per connection, placed
/// after the HTTP decoder, so it sees whole heads, body parts and ends.
final class ConnectionDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeouts: ServeTimeouts
    private var deadline: Scheduled<Void>?
    /// Requests read in full but not yet answered (HTTP/1.1 lets a client pipeline them).
    private var unanswered = 0
    private var readingBody = false

    init(timeouts: ServeTimeouts) {
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { schedule(timeouts.header, context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        schedule(timeouts.header, context: context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancel()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            readingBody = true
            schedule(timeouts.body, context: context)
        case .body:
            break
        case .end:
            readingBody = false
            unanswered += 1
            cancel()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            unanswered = max(0, unanswered - 1)
            if unanswered == 0 && !readingBody { schedule(timeouts.idle, context: context) }
        }
        context.write(data, promise: promise)
    }

    private func schedule(_ timeout: Duration, context: ChannelHandlerContext) {
        cancel()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: TimeAmount(timeout)) { channel.close(promise: nil) }
    }

    private func cancel() {
        deadline?.cancel()
        deadline = nil
    }
}
