import Foundation

/// One page of the list, read from storage a window at a time.
public protocol ListTodoPageUseCase: Sendable {
    /// Page `number` (1-based) of `size` todos; `completed` selects only done or open ones.
    func execute(completed: Bool?, number: Int, size: Int) async throws(AppError) -> TodoPage
}

public struct ListTodoPageInteractor: ListTodoPageUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute(completed: Bool?, number: Int, size: Int) async throws(AppError) -> TodoPage {
        guard number >= 1 else { throw .validation(ValidationError(field: .page, rule: .belowMinimum(1))) }
        guard (1...TodoPage.maximumSize).contains(size) else {
            throw .validation(ValidationError(field: .pageSize, rule: .aboveMaximum(TodoPage.maximumSize)))
        }
        try AppError.checkCancellation()
        let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        let slice = try await repository.slice(completed: completed, offset: overflow ? Int.max : offset, limit: size)
        let page = TodoPage(items: slice.items, number: number, size: size, completed: completed, counts: slice.counts)
        guard number <= page.count else {
            throw .validation(ValidationError(field: .page, rule: .aboveMaximum(page.count)))
        }
        return page
    }
}
