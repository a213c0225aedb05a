import DaybookData
import DaybookDomain
import DaybookTestSupport
import Synchronization
import Testing

/// The part every change feed shares: who is told what, how much a subscription can hold, and
/// when a subscription is gone.
@Suite("ChangeBroadcast", .timeLimit(.minutes(3)))
struct ChangeBroadcastTests {
    @Test func eachTopicReachesOnlyItsOwnSubscribers() async {
        let broadcast = ChangeBroadcast()
        let todos = broadcast.subscribe(to: .todos)
        let otherTodos = broadcast.subscribe(to: .todos)
        let profiles = broadcast.subscribe(to: .profile)
        broadcast.announce(.todos)
        #expect(await todos.pendingElements() == [.todos])
        #expect(await otherTodos.pendingElements() == [.todos])
        #expect(await profiles.pendingElements() == [])
    }

    @Test func aSubscriptionHoldsOneElementHoweverManyAreAnnounced() async {
        let broadcast = ChangeBroadcast()
        let todos = broadcast.subscribe(to: .todos)
        for _ in 0..<100_000 { broadcast.announce(.todos) }
        #expect(await todos.pendingElements() == [.todos])
    }

    @Test func aSubscriptionMadeAfterAnAnnouncementDoesNotHearOfIt() async {
        let broadcast = ChangeBroadcast()
        broadcast.announce(.todos)
        let todos = broadcast.subscribe(to: .todos)
        #expect(await todos.pendingElements() == [])
    }

    @Test func cancellingTheConsumerRemovesTheSubscriptionAndSaysSo() async {
        let broadcast = ChangeBroadcast()
        let ended = Ended()
        let todos = broadcast.subscribe(to: .todos, onEnd: { ended.count.withLock { $0 += 1 } })
        let consumer = Task {
            for await _ in todos {}
        }
        #expect(broadcast.subscriberCount == 1)
        consumer.cancel()
        await consumer.value
        #expect(broadcast.subscriberCount == 0)
        #expect(ended.count.withLock { $0 } == 1)
        broadcast.announce(.todos)
    }

    @Test func droppingTheStreamRemovesTheSubscription() {
        let broadcast = ChangeBroadcast()
        do {
            _ = broadcast.subscribe(to: .profile)
        }
        #expect(broadcast.subscriberCount == 0)
    }

    @Test func finishingEndsEverySubscriptionAndEveryLaterOne() async {
        let broadcast = ChangeBroadcast()
        let ended = Ended()
        let todos = broadcast.subscribe(to: .todos, onEnd: { ended.count.withLock { $0 += 1 } })
        let profiles = broadcast.subscribe(to: .profile, onEnd: { ended.count.withLock { $0 += 1 } })
        broadcast.announce(.todos)
        broadcast.finish()
        // What was announced before is still handed over, then the stream ends.
        var seen: [ChangeTopic] = []
        for await topic in todos { seen.append(topic) }
        for await topic in profiles { seen.append(topic) }
        #expect(seen == [.todos])
        #expect(ended.count.withLock { $0 } == 2)
        #expect(broadcast.subscriberCount == 0)
        let later = broadcast.subscribe(to: .todos, onEnd: { ended.count.withLock { $0 += 1 } })
        for await _ in later { Issue.record("a subscription after finish() was told something") }
        #expect(ended.count.withLock { $0 } == 3)
    }

    /// How many subscriptions said they ended.
    final class Ended: Sendable {
        let count = Mutex(0)
    }
}
