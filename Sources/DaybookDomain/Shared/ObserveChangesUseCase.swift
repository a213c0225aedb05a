import Foundation

/// Tells a screen when what it shows may have changed (see ``ChangeFeed``): the use case a view
/// model subscribes through while it is on screen.
public protocol ObserveChangesUseCase: Sendable {
    func execute(_ topic: ChangeTopic) -> AsyncStream<ChangeTopic>
}

public struct ObserveChangesInteractor: ObserveChangesUseCase {
    private let feed: any ChangeFeed

    public init(feed: any ChangeFeed) {
        self.feed = feed
    }

    public func execute(_ topic: ChangeTopic) -> AsyncStream<ChangeTopic> {
        feed.changes(to: topic)
    }
}
