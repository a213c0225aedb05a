import DaybookDomain
import Synchronization

/// A ``TodoRepository`` for many screens that show the same lists at once (a thousand open
/// pages of `/todos`): reads of the same window made while the list has not changed share one
/// storage read, so one write costs one read per distinct window shown, not one per screen.
///
/// What is kept is dropped by every write made through this repository (before the write's
/// answer returns, so a screen that wrote reads its own write) and by ``invalidate()``, which
/// whoever follows the change feed calls for a write made elsewhere (the command line, another
/// server), before telling the screens (see ``ChangeRelay``). Only windows
/// (``slice(completed:search:offset:limit:)``) are kept, at most ``capacity`` of them, and only
/// for the current state of the list; every other read goes to storage.
public final class CoalescedTodoRepository: TodoRepository {
    /// How many distinct windows are kept at most.
    public static let capacity = 256

    private struct Window: Hashable, Sendable {
        let completed: Bool?
        let search: TodoSearch?
        let offset: Int
        let limit: Int
        let generation: UInt64
    }

    private struct State {
        var generation: UInt64 = 0
        var kept: [Window: TodoSlice] = [:]
        var storageReads = 0
    }

    private let base: any TodoRepository
    private let state = Mutex(State())
    private let flights = SingleFlight<Window, TodoSlice>()

    public init(_ base: any TodoRepository) {
        self.base = base
    }

    /// Forgets every window kept: the list changed (or may have) since they were read.
    public func invalidate() {
        state.withLock { state in
            state.generation &+= 1
            state.kept.removeAll(keepingCapacity: true)
        }
    }

    /// How many windows were read from storage so far (for tests and benchmarks).
    public var storageReads: Int { state.withLock { $0.storageReads } }

    // MARK: - Reads

    public func slice(completed: Bool?, search: TodoSearch?, offset: Int, limit: Int) async throws(AppError)
        -> TodoSlice
    {
        let window = state.withLock { state in
            Window(completed: completed, search: search, offset: offset, limit: limit, generation: state.generation)
        }
        if let kept = state.withLock({ $0.kept[window] }) { return kept }
        return try await flights.run(window) { [self] () throws(AppError) in
            // A reader that missed the window just before another flight kept it and ended
            // starts a flight of its own: it finds the window kept here, and reads nothing.
            let kept = state.withLock { state -> TodoSlice? in
                if let kept = state.kept[window] { return kept }
                state.storageReads += 1
                return nil
            }
            if let kept { return kept }
            let slice = try await base.slice(completed: completed, search: search, offset: offset, limit: limit)
            // Kept before the flight ends, so a reader that comes after it finds it; and only while
            // it is still the list's current state: a write since then dropped it.
            state.withLock { state in
                guard window.generation == state.generation else { return }
                if state.kept.count >= Self.capacity, let any = state.kept.keys.first { state.kept[any] = nil }
                state.kept[window] = slice
            }
            return slice
        }
    }

    public func todos() async throws(AppError) -> [TodoItem] { try await base.todos() }

    public func revision() async throws(AppError) -> TodoRevision { try await base.revision() }

    public func todo(id: TodoID) async throws(AppError) -> TodoItem { try await base.todo(id: id) }

    public func todos(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoItem] {
        try await base.todos(idPrefix: prefix, limit: limit)
    }

    // MARK: - Writes: each forgets what is kept, whether it succeeded or not

    public func insert(_ draft: TodoDraft) async throws(AppError) -> TodoItem {
        defer { invalidate() }
        return try await base.insert(draft)
    }

    public func insert(contentsOf drafts: [TodoDraft]) async throws(AppError) -> Int {
        defer { invalidate() }
        return try await base.insert(contentsOf: drafts)
    }

    public func update(id: TodoID, _ change: @escaping @Sendable (inout TodoItem) -> Void) async throws(AppError)
        -> TodoUpdate
    {
        defer { invalidate() }
        return try await base.update(id: id, change)
    }

    public func delete(id: TodoID) async throws(AppError) {
        defer { invalidate() }
        try await base.delete(id: id)
    }

    public func deleteCompleted() async throws(AppError) -> [TodoItem] {
        defer { invalidate() }
        return try await base.deleteCompleted()
    }

    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int {
        defer { invalidate() }
        return try await base.restore(items)
    }

    public func deleteAll() async throws(AppError) -> Int {
        defer { invalidate() }
        return try await base.deleteAll()
    }
}
