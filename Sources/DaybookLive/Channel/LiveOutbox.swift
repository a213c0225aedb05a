import Synchronization

/// The one message a live connection has not sent yet: updates posted while the page has not
/// taken the last one are merged into it (``LiveUpdate/merged(after:)``), so what waits for a
/// slow page is bounded by what the page shows, whatever happens meanwhile.
final class LiveOutbox: Sendable {
    private let pending = Mutex<LiveUpdate?>(nil)
    private let signal: AsyncStream<Void>.Continuation
    /// An element each time something was posted since the last was taken.
    let posted: AsyncStream<Void>

    init() {
        (posted, signal) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    func post(_ update: LiveUpdate) {
        guard !update.isEmpty else { return }
        pending.withLock { pending in pending = pending.map { update.merged(after: $0) } ?? update }
        signal.yield()
    }

    /// What is waiting, which is no longer waiting.
    func take() -> LiveUpdate? {
        pending.withLock { pending in
            defer { pending = nil }
            return pending
        }
    }

    /// Nothing more will be posted: ``posted`` ends.
    func finish() {
        signal.finish()
    }
}
