import Foundation

/// Deletes one todo.
public protocol DeleteTodoUseCase: Sendable {
    func execute(id: TodoID) async throws(AppError)
}

public struct DeleteTodoInteractor: DeleteTodoUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute(id: TodoID) async throws(AppError) {
        try AppError.checkCancellation()
        try await repository.delete(id: id)
    }
}
