import DaybookDomain
import Foundation

/// Lets concurrent callers asking for the same key share one piece of work: the first starts it,
/// the others wait for its result. Used so 100 lookups of one city make one upstream request.
public actor SingleFlight<Key: Hashable & Sendable, Value: Sendable> {
    private var running: [Key: Task<Value, any Error>] = [:]

    public init() {}

    public func run(
        _ key: Key,
        _ work: @escaping @Sendable () async throws(AppError) -> Value
    ) async throws(AppError) -> Value {
        let task: Task<Value, any Error>
        if let existing = running[key] {
            task = existing
        } else {
            task = Task { try await work() }
            running[key] = task
        }
        defer { finish(key, task) }
        do {
            return try await task.value
        } catch {
            throw (error as? AppError) ?? .cancelled
        }
    }

    /// Forgets the finished task, unless a newer one for the key has already replaced it.
    private func finish(_ key: Key, _ task: Task<Value, any Error>) {
        if running[key] == task { running[key] = nil }
    }
}
