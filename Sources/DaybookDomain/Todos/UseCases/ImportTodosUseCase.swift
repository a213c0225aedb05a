import Foundation

/// Adds many todos at once, as an import from a file does: every title is checked first, then
/// all are stored in one transaction after the existing todos, in the order given. Either all
/// are added or none.
public protocol ImportTodosUseCase: Sendable {
    /// Returns how many todos were added. A bad title fails the whole import with a validation
    /// error whose `item` is its 1-based position in `titles`.
    func execute(titles: [String]) async throws(AppError) -> Int
}

public struct ImportTodosInteractor: ImportTodosUseCase {
    private let repository: any TodoRepository
    private let dates: any DateSource
    private let identifiers: any IdentifierSource

    public init(repository: any TodoRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        self.repository = repository
        self.dates = dates
        self.identifiers = identifiers
    }

    public func execute(titles: [String]) async throws(AppError) -> Int {
        var checked: [TodoTitle] = []
        checked.reserveCapacity(titles.count)
        for (index, raw) in titles.enumerated() {
            do {
                checked.append(try TodoTitle(raw))
            } catch {
                guard case .validation(let failure) = error else { throw error }
                throw .validation(failure.at(item: index + 1))
            }
        }
        guard !checked.isEmpty else { return 0 }
        try AppError.checkCancellation()
        // One time for the whole import: it happened at one moment, and the list order among
        // the imported todos is their position, not their age.
        let now = dates.now()
        // Ids in increasing order: at the top of the order range the todos share one order and one
        // time, and the id, the last tie-breaker, then keeps them in the order given.
        let ids = (0..<checked.count).map { _ in identifiers.makeUUID() }.sorted(by: UUID.textOrder)
        let drafts = zip(ids, checked).map { id, title in
            TodoDraft(id: TodoID(id), title: title, order: nil, createdAt: now)
        }
        return try await repository.insert(contentsOf: drafts)
    }
}
