import Foundation

/// Moves a todo to another position in the list by giving it a new order number.
public protocol ReorderTodoUseCase: Sendable {
    func execute(id: TodoID, order: Int) async throws(AppError) -> TodoItem
}

public struct ReorderTodoInteractor: ReorderTodoUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource

    public init(repository: any TodoRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func execute(id: TodoID, order: Int) async throws(AppError) -> TodoItem {
        let order = try TodoOrder.validate(order)
        try AppError.checkCancellation()
        let now = dates.now()
        return try await repository.update(id: id) { $0.move(to: order, at: now) }.item
    }
}
