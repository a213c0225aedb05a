import DaybookDomain
import Foundation
import Synchronization

/// A repository whose storage has failed: every call throws `error`. Counts the calls so a test
/// can tell whether an interactor reached storage at all.
public final class FailingTodoRepository: TodoRepository {
    public let error: AppError
    private let callCount = Mutex(0)

    public init(error: AppError = .storage(.failed)) {
        self.error = error
    }

    public var calls: Int { callCount.withLock { $0 } }

    private func fail<T>() throws(AppError) -> T {
        callCount.withLock { $0 += 1 }
        throw error
    }

    public func todos() async throws(AppError) -> [TodoItem] { try fail() }
    public func slice(completed: Bool?, search: TodoSearch?, offset: Int, limit: Int) async throws(AppError)
        -> TodoSlice
    { try fail() }
    public func rank(of id: TodoID, completed: Bool?, search: TodoSearch?) async throws(AppError) -> Int? {
        try fail()
    }
    public func revision() async throws(AppError) -> TodoRevision { try fail() }
    public func todo(id: TodoID) async throws(AppError) -> TodoItem { try fail() }
    public func todos(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoItem] { try fail() }
    public func insert(_ draft: TodoDraft) async throws(AppError) -> TodoItem { try fail() }
    public func insert(contentsOf drafts: [TodoDraft]) async throws(AppError) -> Int { try fail() }
    public func update(id: TodoID, _ change: @escaping @Sendable (inout TodoItem) -> Void) async throws(AppError)
        -> TodoUpdate
    { try fail() }
    public func delete(id: TodoID) async throws(AppError) { try fail() as Void }
    public func deleteCompleted() async throws(AppError) -> [TodoItem] { try fail() }
    public func restore(_ items: [TodoItem]) async throws(AppError) -> Int { try fail() }
    public func deleteAll() async throws(AppError) -> Int { try fail() }
}
