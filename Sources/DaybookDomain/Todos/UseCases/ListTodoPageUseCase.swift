import Foundation

/// One page of the list, read from storage a window at a time.
public protocol ListTodoPageUseCase: Sendable {
    /// Page `number` (1-based) of `size` todos; `completed` selects only done or open ones, and
    /// `search` (raw, as typed; empty for none) only the titles it matches. A page past the last
    /// is refused as invalid input unless `pastTheEnd` is ``TodoPage/PastTheEnd/empty``.
    func execute(completed: Bool?, search: String, number: Int, size: Int, pastTheEnd: TodoPage.PastTheEnd)
        async throws(AppError) -> TodoPage
}

extension ListTodoPageUseCase {
    public func execute(completed: Bool?, search: String = "", number: Int, size: Int) async throws(AppError)
        -> TodoPage
    {
        try await execute(completed: completed, search: search, number: number, size: size, pastTheEnd: .refused)
    }
}

public struct ListTodoPageInteractor: ListTodoPageUseCase {
    private let repository: any TodoRepository

    public init(repository: any TodoRepository) {
        self.repository = repository
    }

    public func execute(
        completed: Bool?, search raw: String, number: Int, size: Int, pastTheEnd: TodoPage.PastTheEnd
    ) async throws(AppError) -> TodoPage {
        let search = try TodoSearch(raw)
        guard number >= 1 else { throw .validation(ValidationError(field: .page, rule: .belowMinimum(1))) }
        guard size >= 1 else { throw .validation(ValidationError(field: .pageSize, rule: .belowMinimum(1))) }
        guard size <= TodoPage.maximumSize else {
            throw .validation(ValidationError(field: .pageSize, rule: .aboveMaximum(TodoPage.maximumSize)))
        }
        try AppError.checkCancellation()
        let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        let slice = try await repository.slice(
            completed: completed, search: search.isEmpty ? nil : search, offset: overflow ? Int.max : offset,
            limit: size)
        let page = TodoPage(
            items: slice.items, number: number, size: size, completed: completed, search: search,
            counts: slice.counts, matching: slice.selected, revision: slice.revision)
        guard number <= page.count || pastTheEnd == .empty else {
            throw .validation(ValidationError(field: .page, rule: .aboveMaximum(page.count)))
        }
        return page
    }
}
