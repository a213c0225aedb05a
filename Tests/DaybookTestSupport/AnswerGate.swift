/// Suspends each caller until the test answers it, so a test decides in which order answers
/// come back (a slow city, then a fast one).
public actor AnswerGate<Key: Hashable & Sendable, Value: Sendable> {
    private var waiting: [Key: [CheckedContinuation<Value, Never>]] = [:]
    private let arrivals = ConditionWaiters()
    /// Every key asked for, in order.
    public private(set) var asked: [Key] = []

    public init() {}

    /// Waits until the test answers `key`.
    public func wait(for key: Key) async -> Value {
        asked.append(key)
        return await withCheckedContinuation {
            waiting[key, default: []].append($0)
            arrivals.changed()
        }
    }

    /// Answers every caller waiting for `key`; `false` if none was.
    @discardableResult
    public func answer(_ key: Key, with value: Value) -> Bool {
        guard let continuations = waiting.removeValue(forKey: key) else { return false }
        for continuation in continuations { continuation.resume(returning: value) }
        return true
    }

    public func isWaiting(for key: Key) -> Bool { waiting[key] != nil }

    /// Suspends until a caller is waiting for `key` (one the code under test makes off the
    /// test's task); `false` only if the waiting task is cancelled first.
    public func arrival(of key: Key) async -> Bool {
        await arrivals.wait { isWaiting(for: key) }
    }
}
