import Foundation

/// The list's current ``TodoRevision``: one small read, so a front end can tell whether what it
/// made from an earlier read is still true.
public protocol TodoRevisionUseCase: Sendable {
    func execute() async throws(AppError) -> TodoRevision
}

public struct TodoRevisionInteractor: TodoRevisionUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute() async throws(AppError) -> TodoRevision {
        try AppError.checkCancellation()
        return try await repository.revision()
    }
}
