import DaybookDomain
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

/// Yields on the main actor until `condition` holds, for at most `limit` turns: for work a view
/// model started off the main actor, without sleeping for a guessed time.
@MainActor
func settled(limit: Int = 200_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
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
