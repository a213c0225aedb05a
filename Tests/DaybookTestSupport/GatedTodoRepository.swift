import DaybookDomain
import Synchronization

/// A repository whose window reads (`slice`) wait until the test opens the gate, so a test
/// decides what happens while a read is in flight. Everything else goes straight through.
public final class GatedTodoRepository: TodoRepository {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        var reads = 0
    }

    private let base: any TodoRepository
    private let state = Mutex(State())

    public init(_ base: any TodoRepository) {
        self.base = base
    }

    /// Reads waiting at the gate now.
    public var waiting: Int { state.withLock { $0.waiting.count } }
    /// Window reads asked for so far.
    public var reads: Int { state.withLock { $0.reads } }

    /// Lets every waiting read, and every later one, through.
    public func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    public func slice(completed: Bool?, search: TodoSearch?, offset: Int, limit: Int) async throws(AppError)
        -> TodoSlice
    {
        await withCheckedContinuation { continuation in
            let passes = state.withLock { state in
                state.reads += 1
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if passes { continuation.resume() }
        }
        return try await base.slice(completed: completed, search: search, offset: offset, limit: limit)
    }

    public func todos() async throws(AppError) -> [TodoItem] { try await base.todos() }
    public func revision() async throws(AppError) -> TodoRevision { try await base.revision() }
    public func todo(id: TodoID) async throws(AppError) -> TodoItem { try await base.todo(id: id) }
    public func todos(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoItem] {
        try await base.todos(idPrefix: prefix, limit: limit)
    }
    public func insert(_ draft: TodoDraft) async throws(AppError) -> TodoItem { try await base.insert(draft) }
    public func insert(contentsOf drafts: [TodoDraft]) async throws(AppError) -> Int {
        try await base.insert(contentsOf: drafts)
    }
    public func update(id: TodoID, _ change: @escaping @Sendable (inout TodoItem) -> Void) async throws(AppError)
        -> TodoItem
    {
        try await base.update(id: id, change)
    }
    public func delete(id: TodoID) async throws(AppError) { try await base.delete(id: id) }
    public func deleteCompleted() async throws(AppError) -> [TodoItem] { try await base.deleteCompleted() }
    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int { try await base.restore(items) }
    public func deleteAll() async throws(AppError) -> Int { try await base.deleteAll() }
}
