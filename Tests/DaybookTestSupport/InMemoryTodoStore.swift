import DaybookData
import DaybookDomain
import Foundation

/// A ``TodoStore`` kept in memory, for tests.
///
/// An actor, so each method runs alone and behaves like one transaction. Given a
/// ``LocalChangeFeed``, it announces `.todos` on it after every change, as the database stores'
/// feeds do, so a test can run a screen on it end to end.
public actor InMemoryTodoStore: TodoStore {
    /// Every change, by any method, moves the revision forward, as a store's write does, and is
    /// announced: the actor's method is the transaction, and no reader can run before it returns.
    private var records: [String: TodoRecord] {
        didSet {
            revisionNumber += 1
            changes?.announce(.todos)
        }
    }
    private var revisionNumber: Int64 = 0
    private let changes: LocalChangeFeed?

    public init(records: [TodoRecord] = [], changes: LocalChangeFeed? = nil) {
        self.records = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.changes = changes
    }

    public func fetchAll() -> [TodoRecord] {
        records.values.sorted(by: TodoRecord.storageOrder)
    }

    public func fetch(id: String) -> TodoRecord? {
        records[id]
    }

    public func revision() -> Int64 {
        revisionNumber
    }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) -> TodoRecordSlice {
        let selected = fetchAll().filter {
            (completed == nil || $0.completed == completed) && titleMatching?($0.title) ?? true
        }
        let done = records.values.count(where: \.completed)
        return TodoRecordSlice(
            records: Array(selected.dropFirst(max(0, offset)).prefix(max(0, limit))), total: records.count, done: done,
            selected: selected.count, revision: revisionNumber)
    }

    public func fetch(idPrefix prefix: String, limit: Int) -> [TodoRecord] {
        records.keys.filter { $0.hasPrefix(prefix) }.sorted().prefix(max(0, limit)).compactMap { records[$0] }
    }

    public func insert(contentsOf insertions: [TodoInsertion]) throws(AppError) -> Int {
        // All or none, as in a transaction: every id is checked before anything is stored.
        var ids = Set(records.keys)
        for insertion in insertions where !ids.insert(insertion.record.id).inserted { throw .storage(.failed) }
        var last = records.values.map(\.position).max()
        var placed: [TodoRecord] = []
        placed.reserveCapacity(insertions.count)
        for insertion in insertions {
            var record = insertion.record
            if insertion.placeLast { record.position = TodoOrder.after(last) }
            last = max(last ?? record.position, record.position)
            placed.append(record)
        }
        for record in placed { records[record.id] = record }
        return insertions.count
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) throws(AppError) -> TodoRecord {
        // Same outcome as a primary-key clash in SQL: the write is refused.
        guard records[record.id] == nil else { throw .storage(.failed) }
        var record = record
        if placeLast {
            record.position = TodoOrder.after(records.values.map(\.position).max())
        }
        records[record.id] = record
        return record
    }

    public func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) throws(AppError) -> TodoRecord? {
        guard let current = records[id] else { return nil }
        var changed = try transform(current)
        changed.id = id
        records[id] = changed
        return changed
    }

    public func delete(id: String) -> Bool {
        records.removeValue(forKey: id) != nil
    }

    public func deleteCompleted() -> [TodoRecord] {
        let deleted = fetchAll().filter(\.completed)
        records = records.filter { !$0.value.completed }
        return deleted
    }

    public func restore(_ restored: [TodoRecord]) -> Int {
        let missing = restored.filter { records[$0.id] == nil }
        // Nothing put back is nothing written, as in a store: the revision stays.
        guard !missing.isEmpty else { return 0 }
        for record in missing { records[record.id] = record }
        return missing.count
    }

    public func deleteAll() -> Int {
        defer { records.removeAll() }
        return records.count
    }
}

extension TodoRecord {
    /// The order every store returns records in: position, then creation, then id.
    static func storageOrder(_ lhs: TodoRecord, _ rhs: TodoRecord) -> Bool {
        (lhs.position, lhs.createdAt, lhs.id) < (rhs.position, rhs.createdAt, rhs.id)
    }
}
