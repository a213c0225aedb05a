import DaybookDomain
import Synchronization

/// A ``ChangeFeed`` that follows another one with a single subscription per topic, however many
/// subscribe to it, and does something before it passes each announcement on: what many screens
/// share (``CoalescedTodoRepository``) forgets what it kept, so every screen told of the change
/// reads it, and the first read is the only one that reaches storage.
///
/// It follows the feed under it only while someone subscribes to a topic, as the feeds do
/// themselves, so a server with no screen open looks for nothing. Subscribing is immediate: the
/// feed under it is subscribed before `changes(to:)` returns, so the subscriber may read at once.
public final class ChangeRelay: ChangeFeed {
    private struct Following {
        var subscribers = 0
        var task: Task<Void, Never>?
    }

    private let upstream: any ChangeFeed
    private let beforeAnnouncing: @Sendable (ChangeTopic) -> Void
    private let whenFollowing: @Sendable (ChangeTopic) -> Void
    private let broadcast = ChangeBroadcast()
    private struct State {
        var topics: [ChangeTopic: Following] = [:]
        var isFinished = false
        var relayed: [ChangeTopic: Int] = [:]
    }

    private let following = Mutex(State())

    /// Follows `upstream`; `beforeAnnouncing` runs for each of its announcements before any
    /// subscriber is told. `whenFollowing` runs each time a topic starts being followed again,
    /// before its first subscriber can read: what changed while nobody followed was not
    /// announced here, so what is shared must be forgotten then too.
    public init(
        following upstream: any ChangeFeed, whenFollowing: @escaping @Sendable (ChangeTopic) -> Void = { _ in },
        beforeAnnouncing: @escaping @Sendable (ChangeTopic) -> Void
    ) {
        self.upstream = upstream
        self.whenFollowing = whenFollowing
        self.beforeAnnouncing = beforeAnnouncing
    }

    public func changes(to topic: ChangeTopic) -> AsyncStream<ChangeTopic> {
        let started = following.withLock { state -> Bool in
            guard !state.isFinished else { return false }
            state.topics[topic, default: Following()].subscribers += 1
            guard state.topics[topic]?.task == nil else { return false }
            // The first subscriber: the feed under it is subscribed now, and followed by a task.
            let source = upstream.changes(to: topic)
            state.topics[topic]?.task = Task { [weak self] in
                for await topic in source {
                    guard let self else { return }
                    following.withLock { $0.relayed[topic, default: 0] += 1 }
                    beforeAnnouncing(topic)
                    broadcast.announce(topic)
                }
            }
            return true
        }
        if started { whenFollowing(topic) }
        return broadcast.subscribe(to: topic) { [weak self] in self?.ended(topic) }
    }

    /// How many subscriptions are open.
    public var subscriberCount: Int { broadcast.subscriberCount }

    /// How many announcements of `topic` were passed on so far (for tests and benchmarks).
    public func relayed(_ topic: ChangeTopic) -> Int {
        following.withLock { $0.relayed[topic, default: 0] }
    }

    /// Ends every subscription and stops following.
    public func finish() {
        broadcast.finish()
        let tasks = following.withLock { state in
            state.isFinished = true
            defer { state.topics = [:] }
            return state.topics.values.compactMap(\.task)
        }
        for task in tasks { task.cancel() }
    }

    private func ended(_ topic: ChangeTopic) {
        let task = following.withLock { state -> Task<Void, Never>? in
            state.topics[topic]?.subscribers -= 1
            guard let left = state.topics[topic], left.subscribers <= 0 else { return nil }
            state.topics[topic] = nil
            return left.task
        }
        task?.cancel()
    }
}
