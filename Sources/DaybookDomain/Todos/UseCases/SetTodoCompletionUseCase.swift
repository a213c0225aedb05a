import Foundation

/// Marks a todo completed or open. Unlike toggling, repeating it changes nothing more: a todo
/// that is so already is left as it was, nothing written (``TodoUpdate/changed`` is false).
public protocol SetTodoCompletionUseCase: Sendable {
    func execute(id: TodoID, completed: Bool) async throws(AppError) -> TodoUpdate
}

public struct SetTodoCompletionInteractor: SetTodoCompletionUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource

    public init(repository: any TodoRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func execute(id: TodoID, completed: Bool) async throws(AppError) -> TodoUpdate {
        try AppError.checkCancellation()
        let now = dates.now()
        // Completing a completed todo is not a change: its modification time stays, and nothing
        // is written.
        return try await repository.update(id: id) { $0.setCompleted(completed, at: now) }
    }
}
