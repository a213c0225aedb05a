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

/// Checks `condition` every 10 ms until it holds, for what happens in another process or in a
/// driver that tells nobody (a file another process opens, a connection a feed makes): `false`
/// only when the waiting task is cancelled (a suite's `.timeLimit`) or after
/// ``FixtureServer/patience``, which no machine, however loaded, takes for what a test waits
/// for. Not a deadline: a test about time measures with a clock it controls. Where the code under
/// test can tell a test it changed (a fake, a log), wait for that instead (``ConditionWaiters``).
public func eventuallyPolled(_ condition: @Sendable () -> Bool) async -> Bool {
    let end = ContinuousClock.now + .seconds(FixtureServer.patience)
    while ContinuousClock.now < end, !Task.isCancelled {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
