import DaybookDomain
import Synchronization

/// Hands each announced topic to every current subscriber of that topic, within this process:
/// the part every ``ChangeFeed`` shares, whatever tells it that something changed (a store of
/// this process, SQLite's change counters, PostgreSQL's notifications).
///
/// Each subscription is an `AsyncStream` that keeps at most one element (`bufferingNewest(1)`):
/// announcing to a subscriber that has not taken the previous element yet changes nothing, so a
/// burst of writes costs a slow subscriber one element, and memory stays the same whatever the
/// burst. A subscription ends when its consumer's task is cancelled (or the stream is dropped),
/// and is then removed at once, so announcing never yields to streams nobody reads.
public final class ChangeBroadcast: Sendable {
    private struct State {
        var subscribers: [ChangeTopic: [UInt64: AsyncStream<ChangeTopic>.Continuation]] = [:]
        var nextID: UInt64 = 0
        var isFinished = false
    }

    private let state = Mutex(State())

    public init() {}

    /// A new subscription to `topic`. `onEnd` runs once the subscription is over and removed
    /// (its consumer cancelled, or ``finish()``), so the feed can stop looking for changes when
    /// nobody is left. After ``finish()`` the stream is over at once.
    public func subscribe(
        to topic: ChangeTopic, onEnd: @escaping @Sendable () -> Void = {}
    ) -> AsyncStream<ChangeTopic> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: ChangeTopic.self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state -> UInt64? in
            guard !state.isFinished else { return nil }
            defer { state.nextID += 1 }
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            onEnd()
            return stream
        }
        // Set before the subscriber is listed: AsyncStream does not call a handler set after it
        // has ended, and once listed, `finish()` may end it at any moment.
        continuation.onTermination = { [weak self] _ in
            self?.remove(id, from: topic)
            onEnd()
        }
        let listed = state.withLock { state in
            guard !state.isFinished else { return false }
            state.subscribers[topic, default: [:]][id] = continuation
            return true
        }
        if !listed { continuation.finish() }
        return stream
    }

    /// Tells every subscriber of `topic` that it changed. Never waits: a subscriber that has an
    /// element pending keeps that one.
    public func announce(_ topic: ChangeTopic) {
        let continuations = state.withLock { state in state.subscribers[topic].map { Array($0.values) } ?? [] }
        for continuation in continuations { continuation.yield(topic) }
    }

    /// Whether any subscription to `topic` is open.
    public func hasSubscribers(to topic: ChangeTopic) -> Bool {
        state.withLock { state in state.subscribers[topic]?.isEmpty == false }
    }

    /// How many subscriptions are open, over every topic.
    public var subscriberCount: Int {
        state.withLock { state in state.subscribers.values.reduce(0) { $0 + $1.count } }
    }

    /// Ends every subscription, and every one asked for from now on: the feed is shut down.
    public func finish() {
        let continuations = state.withLock { state in
            state.isFinished = true
            defer { state.subscribers = [:] }
            return state.subscribers.values.flatMap(\.values)
        }
        for continuation in continuations { continuation.finish() }
    }

    private func remove(_ id: UInt64, from topic: ChangeTopic) {
        state.withLock { state in
            state.subscribers[topic]?[id] = nil
            if state.subscribers[topic]?.isEmpty == true { state.subscribers[topic] = nil }
        }
    }
}
