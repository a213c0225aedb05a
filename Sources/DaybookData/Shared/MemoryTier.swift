import DaybookDomain
import Foundation
import Synchronization

/// Decoded values by key, at most `capacity` of them; when full, the oldest fetch makes room.
final class MemoryTier<Value: Sendable>: Sendable {
    struct Entry {
        let value: Value
        let fetchedAt: Date
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    subscript(key: String) -> Entry? {
        entries.withLock { $0[key] }
    }

    /// Keeps `value` unless memory already has a newer fetch for `key`.
    func remember(_ value: Value, fetchedAt: Date, for key: String) {
        entries.withLock { entries in
            if let current = entries[key], current.fetchedAt > fetchedAt { return }
            if entries[key] == nil, entries.count >= capacity,
                let oldest = entries.min(by: { $0.value.fetchedAt < $1.value.fetchedAt })?.key
            {
                entries[oldest] = nil
            }
            entries[key] = Entry(value: value, fetchedAt: fetchedAt)
        }
    }
}
