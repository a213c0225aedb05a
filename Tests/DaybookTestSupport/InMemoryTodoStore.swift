import DaybookData
import DaybookDomain
import Foundation

/// A ``TodoStore`` kept in memory, for tests.
///
/// Every owner's todos live in one actor (``Shelves``), so each method runs alone and behaves like
/// one transaction, and stores bound to different owners (``owned(by:)``) share one memory as two
/// people share one database. Given a ``LocalChangeFeed``, it announces `.todos` on it after every
/// change, as the database stores' feeds do, so a test can run a screen on it end to end.
public struct InMemoryTodoStore: TodoStore {
    public let owner: DataOwner
    private let shelves: Shelves

    public init(records: [TodoRecord] = [], changes: LocalChangeFeed? = nil) {
        owner = .household
        shelves = Shelves(records: records, changes: changes)
    }

    private init(owner: DataOwner, shelves: Shelves) {
        self.owner = owner
        self.shelves = shelves
    }

    public func owned(by owner: DataOwner) -> InMemoryTodoStore {
        InMemoryTodoStore(owner: owner, shelves: shelves)
    }

    public func fetchAll() async -> [TodoRecord] { await shelves.fetchAll(owner) }

    public func fetch(id: String) async -> TodoRecord? { await shelves.fetch(owner, id: id) }

    public func revision() async -> Int64 { await shelves.revision(owner) }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async -> TodoRecordSlice {
        await shelves.fetchSlice(
            owner, completed: completed, titleMatching: titleMatching, offset: offset, limit: limit)
    }

    public func fetch(idPrefix prefix: String, limit: Int) async -> [TodoRecord] {
        await shelves.fetch(owner, idPrefix: prefix, limit: limit)
    }

    public func rank(of id: String, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?) async -> Int? {
        await shelves.rank(owner, of: id, completed: completed, titleMatching: titleMatching)
    }

    public func insert(contentsOf insertions: [TodoInsertion], within _: Duration?) async throws(AppError)
        -> [TodoRecord]
    {
        try await shelves.insert(owner, contentsOf: insertions)
    }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await shelves.insert(owner, record, placeLast: placeLast)
    }

    public func modify(
        id: String,
        _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> (record: TodoRecord, changed: Bool)? {
        try await shelves.modify(owner, id: id, transform)
    }

    public func delete(id: String) async -> Bool { await shelves.delete(owner, id: id) }

    public func deleteCompleted() async -> [TodoRecord] { await shelves.deleteCompleted(owner) }

    public func restore(_ records: [TodoRecord]) async -> Int { await shelves.restore(owner, records) }

    public func deleteAll() async -> Int { await shelves.deleteAll(owner) }
}

extension InMemoryTodoStore {
    /// Every owner's todos. Ids are unique across owners, as a table's primary key is.
    actor Shelves {
        /// Each change, by any method, moves its owner's revision forward, as a store's write
        /// does, and is announced: the actor's method is the transaction.
        private var records: [String: (owner: DataOwner, record: TodoRecord)] = [:]
        private var revisions: [DataOwner: Int64] = [:]
        private let changes: LocalChangeFeed?

        init(records: [TodoRecord], changes: LocalChangeFeed?) {
            for record in records { self.records[record.id] = (.household, record) }
            self.changes = changes
        }

        private func changed(_ owner: DataOwner) {
            revisions[owner, default: 0] += 1
            changes?.announce(.todos)
        }

        private func owned(_ owner: DataOwner) -> [TodoRecord] {
            records.values.filter { $0.owner == owner }.map(\.record)
        }

        func fetchAll(_ owner: DataOwner) -> [TodoRecord] {
            owned(owner).sorted(by: TodoRecord.storageOrder)
        }

        func fetch(_ owner: DataOwner, id: String) -> TodoRecord? {
            records[id].flatMap { $0.owner == owner ? $0.record : nil }
        }

        func revision(_ owner: DataOwner) -> Int64 {
            revisions[owner] ?? 0
        }

        func fetchSlice(
            _ owner: DataOwner, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
        ) -> TodoRecordSlice {
            let all = fetchAll(owner)
            let selected = all.filter { Self.selects($0, completed: completed, titleMatching: titleMatching) }
            return TodoRecordSlice(
                records: Array(selected.dropFirst(max(0, offset)).prefix(max(0, limit))), total: all.count,
                done: all.count(where: \.completed), selected: selected.count, revision: revision(owner))
        }

        func rank(
            _ owner: DataOwner, of id: String, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?
        ) -> Int? {
            guard let todo = fetch(owner, id: id),
                Self.selects(todo, completed: completed, titleMatching: titleMatching)
            else { return nil }
            return fetchAll(owner).count {
                TodoRecord.storageOrder($0, todo)
                    && Self.selects($0, completed: completed, titleMatching: titleMatching)
            }
        }

        /// Whether a slice with `completed` and `titleMatching` has `record`.
        private static func selects(
            _ record: TodoRecord, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?
        ) -> Bool {
            (completed == nil || record.completed == completed) && titleMatching?(record.title) ?? true
        }

        func fetch(_ owner: DataOwner, idPrefix prefix: String, limit: Int) -> [TodoRecord] {
            owned(owner).filter { $0.id.hasPrefix(prefix) }.sorted { $0.id < $1.id }.prefix(max(0, limit)).map { $0 }
        }

        func insert(_ owner: DataOwner, contentsOf insertions: [TodoInsertion]) throws(AppError) -> [TodoRecord] {
            // All or none, as in a transaction: every id is checked before anything is stored.
            var ids = Set(records.keys)
            for insertion in insertions where !ids.insert(insertion.record.id).inserted { throw .storage(.failed) }
            var last = owned(owner).map(\.position).max()
            var stored: [TodoRecord] = []
            for insertion in insertions {
                var record = insertion.record
                if insertion.placeLast { record.position = TodoOrder.after(last) }
                last = max(last ?? record.position, record.position)
                records[record.id] = (owner, record)
                stored.append(record)
            }
            if !insertions.isEmpty { changed(owner) }
            return stored
        }

        func insert(_ owner: DataOwner, _ record: TodoRecord, placeLast: Bool) throws(AppError) -> TodoRecord {
            // Same outcome as a primary-key clash in SQL, whoever owns the other: the write is refused.
            guard records[record.id] == nil else { throw .storage(.failed) }
            var record = record
            if placeLast { record.position = TodoOrder.after(owned(owner).map(\.position).max()) }
            records[record.id] = (owner, record)
            changed(owner)
            return record
        }

        func modify(
            _ owner: DataOwner, id: String, _ transform: @Sendable (TodoRecord) throws(AppError) -> TodoRecord
        ) throws(AppError) -> (record: TodoRecord, changed: Bool)? {
            guard let current = fetch(owner, id: id) else { return nil }
            var changed = try transform(current)
            changed.id = id
            // The same record is no change, as in a store: nothing written, nothing announced.
            guard changed != current else { return (current, false) }
            records[id] = (owner, changed)
            self.changed(owner)
            return (changed, true)
        }

        func delete(_ owner: DataOwner, id: String) -> Bool {
            guard fetch(owner, id: id) != nil else { return false }
            records[id] = nil
            changed(owner)
            return true
        }

        func deleteCompleted(_ owner: DataOwner) -> [TodoRecord] {
            let deleted = fetchAll(owner).filter(\.completed)
            for record in deleted { records[record.id] = nil }
            // None done is nothing deleted, as in a store: the revision stays.
            if !deleted.isEmpty { changed(owner) }
            return deleted
        }

        func restore(_ owner: DataOwner, _ restored: [TodoRecord]) -> Int {
            let missing = restored.filter { records[$0.id] == nil }
            // Nothing put back is nothing written, as in a store: the revision stays.
            guard !missing.isEmpty else { return 0 }
            for record in missing { records[record.id] = (owner, record) }
            changed(owner)
            return missing.count
        }

        func deleteAll(_ owner: DataOwner) -> Int {
            let deleted = owned(owner)
            for record in deleted { records[record.id] = nil }
            if !deleted.isEmpty { changed(owner) }
            return deleted.count
        }
    }
}

extension TodoRecord {
    /// The order every store returns records in: position, then creation, then id.
    static func storageOrder(_ lhs: TodoRecord, _ rhs: TodoRecord) -> Bool {
        (lhs.position, lhs.createdAt, lhs.id) < (rhs.position, rhs.createdAt, rhs.id)
    }
}
