import DaybookDomain
import DaybookTestSupport
import Foundation
import Synchronization

/// A change feed the test announces on by hand, which also says how many screens follow it.
final class ManualChangeFeed: ObserveChangesUseCase, Sendable {
    private let subscribers = Mutex<[UUID: (ChangeTopic, AsyncStream<ChangeTopic>.Continuation)]>([:])

    func execute(_ topic: ChangeTopic) -> AsyncStream<ChangeTopic> {
        let (stream, continuation) = AsyncStream.makeStream(of: ChangeTopic.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        continuation.onTermination = { _ in _ = self.subscribers.withLock { $0.removeValue(forKey: id) } }
        subscribers.withLock { $0[id] = (topic, continuation) }
        return stream
    }

    func announce(_ topic: ChangeTopic) {
        for (subscribed, continuation) in subscribers.withLock({ Array($0.values) }) where subscribed == topic {
            continuation.yield(topic)
        }
    }

    /// How many subscriptions to `topic` are open.
    func followers(of topic: ChangeTopic) -> Int {
        subscribers.withLock { $0.values.count { $0.0 == topic } }
    }
}

/// Waits on the main actor until `condition` holds, for work a view model started off it: turns
/// first, then a millisecond at a time. At most `FixtureServer.patience`, a bound for a loaded
/// machine whose task pool other suites hold, not a timing: a test that works ends at once.
@MainActor
func until(_ condition: () async -> Bool) async -> Bool {
    let end = ContinuousClock.now + .seconds(FixtureServer.patience)
    var turns = 0
    while ContinuousClock.now < end {
        if await condition() { return true }
        turns += 1
        if turns < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
    return await condition()
}

/// ``until(_:)`` for a condition on the main actor's state.
@MainActor
func settled(_ condition: () -> Bool) async -> Bool {
    await until { condition() }
}

/// Suspends each caller until the test answers it, so a test decides in which order answers
/// come back (a slow city, then a fast one).
actor AnswerGate<Key: Hashable & Sendable, Value: Sendable> {
    private var waiting: [Key: [CheckedContinuation<Value, Never>]] = [:]
    private(set) var asked: [Key] = []

    func wait(for key: Key) async -> Value {
        asked.append(key)
        return await withCheckedContinuation { waiting[key, default: []].append($0) }
    }

    /// Answers every caller waiting for `key`; `false` if none was.
    @discardableResult
    func answer(_ key: Key, with value: Value) -> Bool {
        guard let continuations = waiting.removeValue(forKey: key) else { return false }
        for continuation in continuations { continuation.resume(returning: value) }
        return true
    }

    func isWaiting(for key: Key) -> Bool { waiting[key] != nil }
}
