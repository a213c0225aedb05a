import Foundation

/// Gives a todo a new title, under the same rules as a new todo's title. The title it has
/// already (once trimmed) is no change: nothing is written (``TodoUpdate/changed`` is false).
public protocol RenameTodoUseCase: Sendable {
    func execute(id: TodoID, title: String) async throws(AppError) -> TodoUpdate
}

public struct RenameTodoInteractor: RenameTodoUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource

    public init(repository: any TodoRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func execute(id: TodoID, title: String) async throws(AppError) -> TodoUpdate {
        let title = try TodoTitle(title)
        try AppError.checkCancellation()
        let now = dates.now()
        return try await repository.update(id: id) { $0.rename(to: title, at: now) }
    }
}
