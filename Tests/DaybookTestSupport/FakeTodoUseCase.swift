import DaybookDomain
import Synchronization

/// The todo use case a view model's test passes instead of the interactor: every call goes to the
/// real one it wraps (a ``TodoTestModule``'s, over a real in-memory repository), until
/// ``failChanges(with:)`` is given an error. From then on every change throws that error and
/// reaches nothing, while reads still answer, so a test shows what a screen does when a change
/// fails after it has read (the database busy as the user saves or undoes). It counts the page
/// reads that reach it (``pageReads``), for a test that shows what a kept answer saves.
public final class FakeTodoUseCase: TodoUseCase {
    private let todos: any TodoUseCase
    private let failure = Mutex<AppError?>(nil)
    private let pages = Mutex(0)

    public init(_ todos: any TodoUseCase) {
        self.todos = todos
    }

    /// Makes every change from now on throw `error`; `nil` lets them through again.
    public func failChanges(with error: AppError?) {
        failure.withLock { $0 = error }
    }

    /// How many pages of the list were read through it (``page(completed:search:number:size:pastTheEnd:)``).
    public var pageReads: Int { pages.withLock { $0 } }

    /// Throws the error changes were told to fail with, if any.
    private func change() throws(AppError) {
        if let error = failure.withLock({ $0 }) { throw error }
    }

    // MARK: - Reads go through

    public func list() async throws(AppError) -> [TodoItem] { try await todos.list() }

    public func list(completed: Bool?, search: String) async throws(AppError) -> TodoSlice {
        try await todos.list(completed: completed, search: search)
    }

    public func page(completed: Bool?, search: String, number: Int, size: Int, pastTheEnd: TodoPage.PastTheEnd)
        async throws(AppError) -> TodoPage
    {
        pages.withLock { $0 += 1 }
        return try await todos.page(
            completed: completed, search: search, number: number, size: size, pastTheEnd: pastTheEnd)
    }

    public func revision() async throws(AppError) -> TodoRevision { try await todos.revision() }
    public func rank(of id: TodoID, completed: Bool?, search: String) async throws(AppError) -> Int? {
        try await todos.rank(of: id, completed: completed, search: search)
    }
    public func find(reference: String) async throws(AppError) -> TodoItem {
        try await todos.find(reference: reference)
    }
    public func id(for reference: String) async throws(AppError) -> TodoID { try await todos.id(for: reference) }

    // MARK: - Changes fail when told to

    public func add(title: String, order: Int?) async throws(AppError) -> TodoItem {
        try change()
        return try await todos.add(title: title, order: order)
    }

    public func importTitles(_ titles: [String]) async throws(AppError) -> Int {
        try change()
        return try await todos.importTitles(titles)
    }

    public func toggle(id: TodoID) async throws(AppError) -> TodoItem {
        try change()
        return try await todos.toggle(id: id)
    }

    public func setCompletion(id: TodoID, completed: Bool) async throws(AppError) -> TodoUpdate {
        try change()
        return try await todos.setCompletion(id: id, completed: completed)
    }

    public func rename(id: TodoID, to title: String) async throws(AppError) -> TodoUpdate {
        try change()
        return try await todos.rename(id: id, to: title)
    }

    public func move(id: TodoID, to order: Int) async throws(AppError) -> TodoItem {
        try change()
        return try await todos.move(id: id, to: order)
    }

    public func edit(id: TodoID, _ edit: TodoEdit) async throws(AppError) -> TodoUpdate {
        try change()
        return try await todos.edit(id: id, edit)
    }

    public func delete(id: TodoID) async throws(AppError) {
        try change()
        try await todos.delete(id: id)
    }

    public func clearCompleted() async throws(AppError) -> [TodoItem] {
        try change()
        return try await todos.clearCompleted()
    }

    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int {
        try change()
        return try await todos.restore(items)
    }

    public func deleteAll() async throws(AppError) -> Int {
        try change()
        return try await todos.deleteAll()
    }
}
