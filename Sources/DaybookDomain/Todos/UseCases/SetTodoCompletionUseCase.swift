import Foundation

/// Marks a todo completed or open. Unlike toggling, repeating it changes nothing more.
public protocol SetTodoCompletionUseCase: Sendable {
    func execute(id: TodoID, completed: Bool) async throws(AppError) -> TodoItem
}

public struct SetTodoCompletionInteractor: SetTodoCompletionUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource

    public init(repository: any TodoRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func execute(id: TodoID, completed: Bool) async throws(AppError) -> TodoItem {
        try AppError.checkCancellation()
        let now = dates.now()
        return try await repository.update(id: id) { item in
            // Completing a completed todo is not a change, so its modification time stays.
            guard item.isCompleted != completed else { return }
            item.setCompleted(completed, at: now)
        }
    }
}
