import Foundation

/// Deletes every todo and tells how many went.
public protocol DeleteAllTodosUseCase: Sendable {
    func execute() async throws(AppError) -> Int
}

public struct DeleteAllTodosInteractor: DeleteAllTodosUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute() async throws(AppError) -> Int {
        try AppError.checkCancellation()
        return try await repository.deleteAll()
    }
}
