import NIOCore
import NIOHTTP1

/// Answers a request the HTTP parser refuses, and closes its connection: 431 for a head larger
/// than the decoder takes, 400 for the rest (a `Content-Length` beside `Transfer-Encoding`, two
/// `Content-Length`s, a line that does not end in CRLF…). Without it such a client waited,
/// unanswered, until its connection's deadline (Hummingbird leaves parse errors to the server).
///
/// Right after the HTTP decoder. Requests read whole before the broken one are answered first,
/// then the refusal; one that breaks while its own answer is being written (the server answered
/// before reading its body) only closes the connection, as another answer would interleave with
/// it. Once the connection is upgraded to the live channel's WebSocket, it passes everything on.
final class MalformedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// A request's head has been read and its end not yet.
    private var inRequest = false
    /// Requests read whole whose answers have not ended yet.
    private var unanswered = 0
    /// An answer's head has been written and its end not yet.
    private var answering = false
    /// The refusal waiting for the answers before it.
    private var refusal: HTTPResponseStatus?
    /// The parser failed: what else it reads is not a request.
    private var refused = false
    /// The connection is a WebSocket now (the `101` went out): nothing here is HTTP any more.
    private var upgraded = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !upgraded else { return context.fireChannelRead(data) }
        guard !refused else { return }
        switch unwrapInboundIn(data) {
        case .head: inRequest = true
        case .end:
            inRequest = false
            unanswered += 1
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols:
            upgraded = true
        case .head(let head):
            // A 100 Continue is not the answer; the one after it is.
            if head.status.code >= 200 { answering = true }
        case .end:
            answering = false
            unanswered = max(0, unanswered - 1)
            context.write(data, promise: promise)
            if let refusal, unanswered == 0 { refuse(refusal, context: context) }
            return
        case .body: break
        }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !upgraded, let failure = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        guard !refused else { return }
        refused = true
        let status: HTTPResponseStatus = failure == .headerOverflow ? .requestHeaderFieldsTooLarge : .badRequest
        if inRequest && answering {
            context.close(promise: nil)
        } else if !inRequest && (unanswered > 0 || answering) {
            refusal = status
        } else {
            refuse(status, context: context)
        }
    }

    /// Writes the refusal, then closes the connection.
    private func refuse(_ status: HTTPResponseStatus, context: ChannelHandlerContext) {
        refusal = nil
        let body = context.channel.allocator.buffer(string: "\(status.code) \(status.reasonPhrase)\n")
        let head = HTTPResponseHead(
            version: .http1_1, status: status,
            headers: [
                "Connection": "close", "Content-Type": "text/plain; charset=utf-8",
                "Content-Length": "\(body.readableBytes)",
            ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
