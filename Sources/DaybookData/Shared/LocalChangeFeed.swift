import DaybookDomain

/// The ``ChangeFeed`` of a store that only this process can write (the in-memory stores the
/// tests run the app on): the store calls ``announce(_:)`` once a write is done, and nothing
/// needs to look for other writers. The database engines' feeds are in their drivers.
public final class LocalChangeFeed: ChangeFeed {
    private let broadcast = ChangeBroadcast()

    public init() {}

    public func changes(to topic: ChangeTopic) -> AsyncStream<ChangeTopic> {
        broadcast.subscribe(to: topic)
    }

    /// Tells the subscribers of `topic` that a write to it is done. Call it after the write, never
    /// before: a subscriber that reads at once must find the change.
    public func announce(_ topic: ChangeTopic) {
        broadcast.announce(topic)
    }

    /// How many subscriptions are open.
    public var subscriberCount: Int { broadcast.subscriberCount }

    /// Ends every subscription, and every one asked for from now on.
    public func finish() {
        broadcast.finish()
    }
}
