import DaybookData
import DaybookDomain
import DaybookTestSupport
import Synchronization
import Testing

/// ``ChangeRelay``: however many screens subscribe, the feed under it has one subscription per
/// topic, only while someone listens; and what must happen before screens are told has happened.
@Suite("ChangeRelay: one subscription for many screens, told after what they share forgot")
struct ChangeRelayTests {
    @Test func manySubscribersAreOneSubscriptionUnderItAndOnlyWhileTheyListen() async {
        let upstream = LocalChangeFeed()
        let relay = ChangeRelay(following: upstream) { _ in }
        let screens = (0..<1_000).map { _ in relay.changes(to: .todos) }
        #expect(relay.subscriberCount == 1_000)
        #expect(upstream.subscriberCount == 1)
        let profile = relay.changes(to: .profile)
        #expect(upstream.subscriberCount == 2, "one per topic")
        _ = profile
        relay.finish()
        #expect(await eventually { upstream.subscriberCount == 0 })
        _ = screens
    }

    @Test func theLastSubscriberLeavingStopsFollowing() async {
        let upstream = LocalChangeFeed()
        let relay = ChangeRelay(following: upstream) { _ in }
        let watching = Task {
            for await _ in relay.changes(to: .todos) {}
        }
        #expect(await eventually { upstream.subscriberCount == 1 })
        watching.cancel()
        #expect(await eventually { upstream.subscriberCount == 0 && relay.subscriberCount == 0 })
        // Someone new subscribes: followed again.
        let again = relay.changes(to: .todos)
        #expect(upstream.subscriberCount == 1)
        upstream.announce(.todos)
        #expect(await again.next() == .todos)
    }

    @Test func subscribersAreToldOnlyAfterWhatTheyShareForgot() async {
        let upstream = LocalChangeFeed()
        let shared = CoalescedTodoRepository(DefaultTodoRepository(store: InMemoryTodoStore()))
        let forgotten = Mutex<[ChangeTopic]>([])
        let relay = ChangeRelay(following: upstream) { topic in
            if topic == .todos { shared.invalidate() }
            forgotten.withLock { $0.append(topic) }
        }
        let first = relay.changes(to: .todos)
        let second = relay.changes(to: .todos)
        upstream.announce(.todos)
        #expect(await first.next() == .todos)
        #expect(forgotten.withLock { $0 } == [.todos], "forgotten before the first screen was told")
        #expect(await second.next() == .todos)
        #expect(forgotten.withLock { $0 } == [.todos], "once for every screen")
    }

    /// A write made while no screen followed the list was announced to nobody: when a screen
    /// subscribes again, what the screens share is forgotten before it reads, so it reads the
    /// write rather than the window kept from before.
    @Test func followingAgainForgetsWhatWasKeptWhileNobodyFollowed() async throws {
        let upstream = LocalChangeFeed()
        let store = InMemoryTodoStore()
        let shared = CoalescedTodoRepository(DefaultTodoRepository(store: store))
        let elsewhere = DefaultTodoRepository(store: store)
        let relay = ChangeRelay(
            following: upstream, whenFollowing: { _ in shared.invalidate() },
            beforeAnnouncing: { _ in shared.invalidate() }
        )
        func page() async throws -> [TodoItem] {
            try await shared.slice(completed: nil, search: nil, offset: 0, limit: 9).items
        }
        let watching = Task { for await _ in relay.changes(to: .todos) {} }
        #expect(await eventually { upstream.subscriberCount == 1 })
        #expect(try await page().isEmpty)
        watching.cancel()
        #expect(await eventually { upstream.subscriberCount == 0 })
        // Written while nobody follows (the API, the command line), announced to nobody here.
        let added = try await elsewhere.insert(.numbered(1))
        let again = relay.changes(to: .todos)
        #expect(try await page() == [added])
        _ = again
    }
}
