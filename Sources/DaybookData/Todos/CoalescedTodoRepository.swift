import DaybookDomain
import Synchronization

/// A ``TodoRepository`` for many screens that show the same lists at once (a thousand open
/// pages of `/todos`): reads of the same window made while the list has not changed share one
/// storage read, so one write costs one read per distinct window shown, not one per screen.
///
/// What is kept is dropped by every write made through this repository that changed something
/// (before the write's answer returns, so a screen that wrote reads its own write; a write that
/// changed nothing wrote nothing, and what is kept is still the list) and by ``invalidate()``, which
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

    public func rank(of id: TodoID, completed: Bool?, search: TodoSearch?) async throws(AppError) -> Int? {
        try await base.rank(of: id, completed: completed, search: search)
    }

    public func todo(id: TodoID) async throws(AppError) -> TodoItem { try await base.todo(id: id) }

    public func todos(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoItem] {
        try await base.todos(idPrefix: prefix, limit: limit)
    }

    // MARK: - Writes: each forgets what is kept, unless it answered that it changed nothing

    public func insert(_ draft: TodoDraft) async throws(AppError) -> TodoItem {
        try await write { () throws(AppError) in try await base.insert(draft) }
    }

    public func insert(contentsOf drafts: [TodoDraft]) async throws(AppError) -> Int {
        try await write({ () throws(AppError) in try await base.insert(contentsOf: drafts) }, unchangedIf: { $0 == 0 })
    }

    public func update(id: TodoID, _ change: @escaping @Sendable (inout TodoItem) -> Void) async throws(AppError)
        -> TodoUpdate
    {
        try await write({ () throws(AppError) in try await base.update(id: id, change) }, unchangedIf: { !$0.changed })
    }

    public func delete(id: TodoID) async throws(AppError) {
        try await write { () throws(AppError) in try await base.delete(id: id) }
    }

    public func deleteCompleted() async throws(AppError) -> [TodoItem] {
        try await write({ () throws(AppError) in try await base.deleteCompleted() }, unchangedIf: \.isEmpty)
    }

    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int {
        try await write({ () throws(AppError) in try await base.restore(items) }, unchangedIf: { $0 == 0 })
    }

    public func deleteAll() async throws(AppError) -> Int {
        try await write({ () throws(AppError) in try await base.deleteAll() }, unchangedIf: { $0 == 0 })
    }

    /// Runs a write and forgets what is kept, before its answer returns, unless the answer says it
    /// changed nothing (then storage wrote nothing: what is kept is still the list). A write that
    /// fails forgets too: it may have committed before its answer was lost.
    private func write<Answer>(
        _ body: () async throws(AppError) -> Answer, unchangedIf unchanged: (Answer) -> Bool = { _ in false }
    ) async throws(AppError) -> Answer {
        let answer: Answer
        do {
            answer = try await body()
        } catch {
            invalidate()
            throw error
        }
        if !unchanged(answer) { invalidate() }
        return answer
    }
}
