import Foundation

/// Deletes every completed todo and tells how many went.
public protocol ClearCompletedTodosUseCase: Sendable {
    func execute() async throws(AppError) -> Int
}

public struct ClearCompletedTodosInteractor: ClearCompletedTodosUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute() async throws(AppError) -> Int {
        try AppError.checkCancellation()
        return try await repository.deleteCompleted()
    }
}
