import Foundation

/// Flips a todo between open and completed.
public protocol ToggleTodoUseCase: Sendable {
    func execute(id: TodoID) async throws(AppError) -> TodoItem
}

public struct ToggleTodoInteractor: ToggleTodoUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource

    public init(repository: any TodoRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func execute(id: TodoID) async throws(AppError) -> TodoItem {
        try AppError.checkCancellation()
        let now = dates.now()
        return try await repository.update(id: id) { $0.toggle(at: now) }.item
    }
}
