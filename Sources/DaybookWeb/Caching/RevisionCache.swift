import Synchronization

/// Answers made from a read of stored data, each kept with the revision it was read at, and
/// given back only while that revision is still the current one.
///
/// The caller reads the current revision (one small query, which sees every process's writes)
/// and asks for the answer made at exactly that revision; on a miss it makes the answer from a
/// read that carries its own revision, and keeps it under that one. Since every write moves the
/// revision forward in its own transaction, an answer kept here is never older than the last
/// write anyone made. Keys are whatever else the answer depends on (a page, the address asked).
///
/// Bounded by the total cost of what it keeps: past the budget, the entries used longest ago go.
/// An entry dearer than a quarter of the budget is not kept at all.
final class RevisionCache<Key: Hashable & Sendable, Value: RevisionCacheable>: Sendable {
    private struct Entry {
        let revision: Int64
        let value: Value
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var cost = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    let budget: Int

    init(budget: Int) {
        self.budget = budget
    }

    /// The value kept for `key` if it was made at `revision`.
    func value(for key: Key, at revision: Int64) -> Value? {
        state.withLock { state in
            guard let entry = state.entries[key], entry.revision == revision else { return nil }
            state.clock += 1
            state.entries[key]?.lastUse = state.clock
            return entry.value
        }
    }

    /// Keeps `value`, made from a read at `revision`, for `key`, unless a value made at a later
    /// revision is already kept (a slower request must not put back an older answer).
    func keep(_ value: Value, for key: Key, at revision: Int64) {
        guard value.cost <= budget / 4 else { return }
        state.withLock { state in
            if let kept = state.entries[key] {
                guard kept.revision <= revision else { return }
                state.cost -= kept.value.cost
            }
            state.clock += 1
            state.entries[key] = Entry(revision: revision, value: value, lastUse: state.clock)
            state.cost += value.cost
            while state.cost > budget, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
                state.cost -= oldest.value.value.cost
            }
        }
    }

    /// How many answers are kept, and their total cost.
    var usage: (count: Int, cost: Int) {
        state.withLock { ($0.entries.count, $0.cost) }
    }
}
