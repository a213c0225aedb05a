import Foundation

/// Lists every todo in list order.
public protocol ListTodosUseCase: Sendable {
    func execute() async throws(AppError) -> [TodoItem]
}

public struct ListTodosInteractor: ListTodosUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute() async throws(AppError) -> [TodoItem] {
        try AppError.checkCancellation()
        return try await repository.todos()
    }
}
