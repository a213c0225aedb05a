import Foundation

/// Changes several of a todo's fields as one change: every field is checked first, then all of
/// them are stored in one write, so a refused field leaves the todo as it was and two concurrent
/// edits never end as a mix of both.
public protocol EditTodoUseCase: Sendable {
    /// The todo as the edit left it, and whether it changed: an empty edit, or one that asks for
    /// what the todo holds already, returns it unchanged, with nothing written.
    func execute(id: TodoID, edit: TodoEdit) async throws(AppError) -> TodoUpdate
}

public struct EditTodoInteractor: EditTodoUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource

    public init(repository: any TodoRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func execute(id: TodoID, edit: TodoEdit) async throws(AppError) -> TodoUpdate {
        // Every field is checked before anything is stored: one bad field refuses the whole edit.
        let title = try edit.title.map { (text) throws(AppError) in try TodoTitle(text) }
        let order = try edit.order.map { (number) throws(AppError) in try TodoOrder.validate(number) }
        let completed = edit.completed
        try AppError.checkCancellation()
        guard !edit.isEmpty else { return TodoUpdate(item: try await repository.todo(id: id), changed: false) }
        let now = dates.now()
        return try await repository.update(id: id) { item in
            if let title { item.rename(to: title, at: now) }
            // As for SetTodoCompletionUseCase: completing a completed todo is not a change.
            if let completed { item.setCompleted(completed, at: now) }
            if let order { item.move(to: order, at: now) }
        }
    }
}
