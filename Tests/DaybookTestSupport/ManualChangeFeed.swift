import DaybookDomain
import Foundation
import Synchronization

/// A change feed the test announces on by hand, which also says how many screens follow it.
public final class ManualChangeFeed: ChangeFeed, Sendable {
    private let subscribers = Mutex<[UUID: (ChangeTopic, AsyncStream<ChangeTopic>.Continuation)]>([:])
    private let waiters = ConditionWaiters()

    public init() {}

    public func changes(to topic: ChangeTopic) -> AsyncStream<ChangeTopic> {
        let (stream, continuation) = AsyncStream.makeStream(of: ChangeTopic.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        continuation.onTermination = { [waiters] _ in
            _ = self.subscribers.withLock { $0.removeValue(forKey: id) }
            waiters.changed()
        }
        subscribers.withLock { $0[id] = (topic, continuation) }
        waiters.changed()
        return stream
    }

    public func announce(_ topic: ChangeTopic) {
        for (subscribed, continuation) in subscribers.withLock({ Array($0.values) }) where subscribed == topic {
            continuation.yield(topic)
        }
    }

    /// How many subscriptions to `topic` are open.
    public func followers(of topic: ChangeTopic) -> Int {
        subscribers.withLock { $0.values.count { $0.0 == topic } }
    }

    /// Suspends until exactly `count` subscriptions to `topic` are open (a screen that left ends
    /// its subscription in a task of its own); `false` only if the waiting task is cancelled first.
    public func followers(of topic: ChangeTopic, reach count: Int) async -> Bool {
        await waiters.wait { followers(of: topic) == count }
    }
}
