import Foundation

/// Deletes every completed todo and returns them as they were, so a front end can offer to put
/// them back (``RestoreTodosUseCase``).
public protocol ClearCompletedTodosUseCase: Sendable {
    func execute() async throws(AppError) -> [TodoItem]
}

public struct ClearCompletedTodosInteractor: ClearCompletedTodosUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute() async throws(AppError) -> [TodoItem] {
        try AppError.checkCancellation()
        return try await repository.deleteCompleted()
    }
}
