import DaybookComposition
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client stalls, so a few hundred sockets that send nothing (or a
/// byte now and then), or that never read what they asked for, cannot hold the server's
/// connections for good:
///
/// - a request's head must arrive within `header` of the connection's start;
/// - its body must arrive in full within `body` of the head, even if the answer went out first
///   (a 415 or 404 is answered without reading the body);
/// - a kept-alive connection's next request must arrive in full within `idle` of the last answer;
/// - while an answer is being sent, the client must take it: a connection that stays unwritable
///   (its send buffer full) for `body` is closed.
///
/// While a request is being answered no other deadline runs: the handler is bounded by its own
/// work (storage, and upstream requests with their own deadlines). One handler per connection,
/// after the HTTP decoder, so it sees whole heads, body parts and ends. A single timer serves
/// every deadline: moving a deadline later does not touch it, and when it fires early it waits
/// again for the current deadline, so a busy keep-alive connection costs no timer per request.
final class ConnectionDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeouts: ServeTimeouts
    /// The head, body or idle deadline of the request phase the connection is in; `nil` while a
    /// request is being answered.
    private var phase: NIODeadline?
    /// While the client is not taking the answer (the channel is not writable).
    private var stalledWrite: NIODeadline?
    private var timer: Scheduled<Void>?
    private var timerFiresAt: NIODeadline?
    /// Requests whose head has arrived and whose answer has not been sent in full.
    private var unanswered = 0
    private var readingBody = false

    init(timeouts: ServeTimeouts) {
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context: context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimer()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopTimer()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            unanswered += 1
            readingBody = true
            phase = .now() + TimeAmount(timeouts.body)
        case .body:
            break
        case .end:
            readingBody = false
            // Answered already (without reading the body): wait for the next request.
            phase = unanswered == 0 ? .now() + TimeAmount(timeouts.idle) : nil
        }
        refresh(context: context)
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), unanswered > 0 {
            unanswered -= 1
            // A body still on its way keeps its own deadline; otherwise wait for the next request.
            if unanswered == 0 && !readingBody {
                phase = .now() + TimeAmount(timeouts.idle)
                refresh(context: context)
            }
        }
        context.write(data, promise: promise)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        stalledWrite = context.channel.isWritable ? nil : .now() + TimeAmount(timeouts.body)
        refresh(context: context)
        context.fireChannelWritabilityChanged()
    }

    // MARK: - Timer

    private func start(context: ChannelHandlerContext) {
        phase = .now() + TimeAmount(timeouts.header)
        refresh(context: context)
    }

    private var deadline: NIODeadline? {
        switch (phase, stalledWrite) {
        case (let phase?, let stalled?): min(phase, stalled)
        case (let phase?, nil): phase
        case (nil, let stalled?): stalled
        case (nil, nil): nil
        }
    }

    /// Makes sure the timer fires no later than the current deadline. A timer set for an earlier
    /// moment is left alone: when it fires it looks again.
    private func refresh(context: ChannelHandlerContext) {
        guard let deadline else { return }
        if let timerFiresAt, timerFiresAt <= deadline { return }
        stopTimer()
        timerFiresAt = deadline
        timer = context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(deadline: deadline) { [self] in
            timer = nil
            timerFiresAt = nil
            guard let deadline = self.deadline else { return }
            if deadline <= .now() {
                context.close(promise: nil)
            } else {
                refresh(context: context)
            }
        }
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
        timerFiresAt = nil
    }
}
