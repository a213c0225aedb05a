import Foundation

/// Puts back todos that were deleted (an undo), exactly as they were: same id, title,
/// completion, order and times, so each returns to its place in the list. One that is there
/// already (undone twice, from two tabs) is left as it is; the answer says how many came back.
public protocol RestoreTodosUseCase: Sendable {
    func execute(_ items: [TodoItem]) async throws(AppError) -> Int
}

public struct RestoreTodosInteractor: RestoreTodosUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute(_ items: [TodoItem]) async throws(AppError) -> Int {
        try AppError.checkCancellation()
        guard !items.isEmpty else { return 0 }
        return try await repository.restore(items)
    }
}
