import DaybookDomain

/// A todo repository whose list reads (`slice`) each wait until the test lets them through, one
/// search at a time, and which records whether a read was still wanted when let through; every
/// other call goes straight to the repository it wraps. So a test of search as you type decides
/// in which order the answers of two searches come back.
public final class GatedTodoRepository: TodoRepository {
    /// Keyed by the search as the repository is given it (trimmed; `""` for none).
    public let gate = AnswerGate<String, Void>()
    /// The searches whose read saw, once let through, that it had been cancelled.
    public let cancelled = Recorded<String>()
    private let repository: any TodoRepository

    public init(_ repository: any TodoRepository) {
        self.repository = repository
    }

    public func slice(completed: Bool?, search: TodoSearch?, offset: Int, limit: Int) async throws(AppError)
        -> TodoSlice
    {
        let key = search?.text ?? ""
        await gate.wait(for: key)
        if Task.isCancelled { await cancelled.append(key) }
        return try await repository.slice(completed: completed, search: search, offset: offset, limit: limit)
    }

    public func todos() async throws(AppError) -> [TodoItem] { try await repository.todos() }
    public func revision() async throws(AppError) -> TodoRevision { try await repository.revision() }
    public func rank(of id: TodoID, completed: Bool?, search: TodoSearch?) async throws(AppError) -> Int? {
        try await repository.rank(of: id, completed: completed, search: search)
    }
    public func todo(id: TodoID) async throws(AppError) -> TodoItem { try await repository.todo(id: id) }
    public func todos(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoItem] {
        try await repository.todos(idPrefix: prefix, limit: limit)
    }
    public func insert(_ draft: TodoDraft) async throws(AppError) -> TodoItem { try await repository.insert(draft) }
    public func insert(contentsOf drafts: [TodoDraft]) async throws(AppError) -> Int {
        try await repository.insert(contentsOf: drafts)
    }
    public func update(id: TodoID, _ change: @escaping @Sendable (inout TodoItem) -> Void) async throws(AppError)
        -> TodoUpdate
    { try await repository.update(id: id, change) }
    public func delete(id: TodoID) async throws(AppError) { try await repository.delete(id: id) }
    public func deleteCompleted() async throws(AppError) -> [TodoItem] { try await repository.deleteCompleted() }
    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int { try await repository.restore(items) }
    public func deleteAll() async throws(AppError) -> Int { try await repository.deleteAll() }
}
