import Foundation

/// Yields until `condition` holds, for at most `limit` turns, so a test can wait for tasks it
/// started to reach a point without sleeping for a guessed time.
public func eventually(limit: Int = 100_000, _ condition: @Sendable () -> Bool) async -> Bool {
    for _ in 0..<limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Checks `condition` every 10 ms until it holds or `timeout` has passed, for what happens on
/// another thread or process in real time (a server logging a request).
public func eventually(within timeout: Duration, _ condition: @Sendable () -> Bool) async -> Bool {
    let end = ContinuousClock.now + timeout
    while ContinuousClock.now < end {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
