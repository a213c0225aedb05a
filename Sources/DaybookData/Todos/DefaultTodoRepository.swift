import DaybookDomain
import Foundation

/// The `TodoRepository` over any ``TodoStore``: translates records to entities and turns a
/// missing row into `AppError.notFound(.todo)`.
public struct DefaultTodoRepository: TodoRepository {
    private let store: any TodoStore

    public init(store: any TodoStore) {
        self.store = store
    }

    public func todos() async throws(AppError) -> [TodoItem] {
        try await store.fetchAll().map { (record) throws(AppError) in try TodoRecordMapper.item(from: record) }
    }

    public func slice(completed: Bool?, search: TodoSearch?, offset: Int, limit: Int) async throws(AppError)
        -> TodoSlice
    {
        let slice = try await store.fetchSlice(
            completed: completed, titleMatching: Self.matching(search), offset: offset, limit: limit)
        return TodoSlice(
            items: try slice.records.map { (record) throws(AppError) in try TodoRecordMapper.item(from: record) },
            counts: TodoCounts(total: slice.total, done: slice.done),
            selected: slice.selected,
            revision: TodoRevision(slice.revision)
        )
    }

    public func rank(of id: TodoID, completed: Bool?, search: TodoSearch?) async throws(AppError) -> Int? {
        try await store.rank(of: id.description, completed: completed, titleMatching: Self.matching(search))
    }

    public func revision() async throws(AppError) -> TodoRevision {
        TodoRevision(try await store.revision())
    }

    /// The title test a store runs for `search`: none for no search, or an empty one.
    private static func matching(_ search: TodoSearch?) -> (@Sendable (String) -> Bool)? {
        guard let search, !search.isEmpty else { return nil }
        return { search.matches($0) }
    }

    public func todo(id: TodoID) async throws(AppError) -> TodoItem {
        guard let record = try await store.fetch(id: id.description) else { throw .notFound(.todo) }
        return try TodoRecordMapper.item(from: record)
    }

    public func todos(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoItem] {
        try await store.fetch(idPrefix: prefix, limit: limit).map { (record) throws(AppError) in
            try TodoRecordMapper.item(from: record)
        }
    }

    public func insert(_ draft: TodoDraft) async throws(AppError) -> TodoItem {
        let record = TodoRecordMapper.record(from: draft)
        return try TodoRecordMapper.item(from: try await store.insert(record, placeLast: draft.order == nil))
    }

    public func insert(contentsOf drafts: [TodoDraft]) async throws(AppError) -> Int {
        try await store.insert(
            contentsOf: drafts.map {
                TodoInsertion(record: TodoRecordMapper.record(from: $0), placeLast: $0.order == nil)
            }
        ).count
    }

    public func update(
        id: TodoID,
        _ change: @escaping @Sendable (inout TodoItem) -> Void
    ) async throws(AppError) -> TodoUpdate {
        let stored = try await store.modify(id: id.description) { (record) throws(AppError) in
            let before = try TodoRecordMapper.item(from: record)
            var item = before
            change(&item)
            // Unchanged, the record goes back as it was read (not as mapped there and back), so
            // the store sees no change and writes nothing.
            return item == before ? record : TodoRecordMapper.record(from: item)
        }
        guard let stored else { throw .notFound(.todo) }
        return TodoUpdate(item: try TodoRecordMapper.item(from: stored.record), changed: stored.changed)
    }

    public func delete(id: TodoID) async throws(AppError) {
        guard try await store.delete(id: id.description) else { throw .notFound(.todo) }
    }

    /// A damaged record is deleted with the rest (the delete has committed by the time it is
    /// read), but is not returned: it could not be shown or put back as a todo.
    public func deleteCompleted() async throws(AppError) -> [TodoItem] {
        try await store.deleteCompleted().compactMap { try? TodoRecordMapper.item(from: $0) }
    }

    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int {
        try await store.restore(items.map(TodoRecordMapper.record(from:)))
    }

    public func deleteAll() async throws(AppError) -> Int {
        try await store.deleteAll()
    }
}
