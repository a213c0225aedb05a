import Foundation

/// Adds a todo from the user's raw title, placed last unless an order is given.
public protocol AddTodoUseCase: Sendable {
    func execute(title: String, order: Int?) async throws(AppError) -> TodoItem
}

public struct AddTodoInteractor: AddTodoUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource
    private let identifiers: any IdentifierSource

    public init(repository: any TodoRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        self.repository = repository
        self.dates = dates
        self.identifiers = identifiers
    }

    public func execute(title: String, order: Int?) async throws(AppError) -> TodoItem {
        let title = try TodoTitle(title)
        let order = try order.map { (order) throws(AppError) in try TodoOrder.validate(order) }
        try AppError.checkCancellation()
        let draft = TodoDraft(
            id: TodoID(identifiers.makeUUID()),
            title: title,
            order: order,
            createdAt: dates.now()
        )
        return try await repository.insert(draft)
    }
}
