import DaybookDomain
import Foundation

/// How a screen follows the change feed while it is on screen: each announcement reads the
/// screen's data again, one read at a time. A burst of writes arrives as one announcement (the
/// feed coalesces), so a screen never falls behind by more than one read.
@MainActor
final class ChangeFollower {
    private var task: Task<Void, Never>?

    /// Starts following `topic`, unless already following; `reload` is awaited before the next
    /// announcement is taken.
    func follow(
        _ topic: ChangeTopic, through changes: any ChangeFeed,
        reload: @escaping @MainActor () async -> Void
    ) {
        guard task == nil else { return }
        let stream = changes.changes(to: topic)
        task = Task {
            for await _ in stream { await reload() }
        }
    }

    /// Stops following: the subscription ends, and the feed forgets it.
    func stop() {
        task?.cancel()
        task = nil
    }
}
