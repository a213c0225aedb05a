import Foundation

extension AsyncStream where Element: Sendable {
    /// The next element, or `nil` if none came within `limit` (or the stream ended): a wait for
    /// something that must happen, bounded so a test fails instead of hanging. The limit is
    /// generous by default (``FixtureServer/patience``): on a small machine running every suite
    /// at once, what is not about time must not race the task pool.
    ///
    /// When the limit passes, the stream is ended (its waiting iterator is cancelled), so call it
    /// only where running out of time fails the test.
    public func next(within limit: Duration = .seconds(FixtureServer.patience)) async -> Element? {
        await withTaskGroup(of: Element?.self) { group in
            group.addTask {
                var iterator = makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// What the stream holds now, without waiting for more, and then ends it: asked from a
    /// cancelled task, an `AsyncStream` hands over what it has buffered and then finishes at once.
    ///
    /// For a test that must show nothing was announced: first wait for something announced
    /// after it in the same order (a marker), then look at what is pending here.
    public func pendingElements() async -> [Element] {
        let drain = Task {
            var elements: [Element] = []
            for await element in self { elements.append(element) }
            return elements
        }
        drain.cancel()
        return await drain.value
    }
}
