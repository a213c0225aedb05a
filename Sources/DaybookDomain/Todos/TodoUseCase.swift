import Foundation

/// What the Todos feature does, one method per action: the input port of guide 004's
/// `TodoUseCase`, implemented by ``TodoInteractor``.
///
/// The ring boundary Presentation calls (`TodoController`, the todo screens' view models, the
/// dashboard); its double is `FakeTodoUseCase` (Tests/DaybookTestSupport), which lets a view
/// model's test make a change fail. Every method throws only ``AppError``.
public protocol TodoUseCase: Sendable {
    // MARK: - Reading

    /// Every todo in list order.
    func list() async throws(AppError) -> [TodoItem]

    /// Every todo `completed` and `search` (raw, as typed; empty for none) select, in list order,
    /// with the counts of the whole list: selected by storage, as a page's todos are (one way to
    /// filter and search, whichever front end asks), however many there are.
    func list(completed: Bool?, search: String) async throws(AppError) -> TodoSlice

    /// One page of the list, read from storage a window at a time: page `number` (1-based) of
    /// `size` todos; `completed` selects only done or open ones, and `search` (raw, as typed;
    /// empty for none) only the titles it matches. A page past the last is refused as invalid
    /// input unless `pastTheEnd` is ``TodoPage/PastTheEnd/empty``.
    func page(completed: Bool?, search: String, number: Int, size: Int, pastTheEnd: TodoPage.PastTheEnd)
        async throws(AppError) -> TodoPage

    /// Where the todo `id` is in the list `completed` and `search` (raw, as typed; empty for none)
    /// select: how many of those todos come before it, as storage counts them; `nil` when that
    /// list does not hold it (no such todo, or the filter or the search leaves it out). So a front
    /// end shows a todo just added or put back on its page,
    /// ``TodoPage/number(holdingRank:size:)``, with one read however long the list.
    func rank(of id: TodoID, completed: Bool?, search: String) async throws(AppError) -> Int?

    /// The list's current ``TodoRevision``: one small read, so a front end can tell whether what
    /// it made from an earlier read is still true.
    func revision() async throws(AppError) -> TodoRevision

    /// The one todo a user means by a full id or a unique id prefix.
    func find(reference: String) async throws(AppError) -> TodoItem

    /// The id of the todo `reference` means, for a change that reads the todo itself: a full id
    /// is answered as it is, without a read (the change finds out whether it exists), a prefix
    /// by a lookup.
    func id(for reference: String) async throws(AppError) -> TodoID

    // MARK: - Changing

    /// Adds a todo from the user's raw title, placed last unless an order is given.
    func add(title: String, order: Int?) async throws(AppError) -> TodoItem

    /// Adds many todos at once, as an import from a file does: every title is checked first, then
    /// all are stored in one transaction after the existing todos, in the order given. Either all
    /// are added or none.
    ///
    /// Returns how many todos were added. A bad title fails the whole import with a validation
    /// error whose `item` is its 1-based position in `titles`.
    func importTitles(_ titles: [String]) async throws(AppError) -> Int

    /// Flips a todo between open and completed.
    func toggle(id: TodoID) async throws(AppError) -> TodoItem

    /// Marks a todo completed or open. Unlike toggling, repeating it changes nothing more: a todo
    /// that is so already is left as it was, nothing written (``TodoUpdate/changed`` is false).
    func setCompletion(id: TodoID, completed: Bool) async throws(AppError) -> TodoUpdate

    /// Gives a todo a new title, under the same rules as a new todo's title. The title it has
    /// already (once trimmed) is no change: nothing is written (``TodoUpdate/changed`` is false).
    func rename(id: TodoID, to title: String) async throws(AppError) -> TodoUpdate

    /// Moves a todo to another position in the list by giving it a new order number.
    func move(id: TodoID, to order: Int) async throws(AppError) -> TodoItem

    /// Changes several of a todo's fields as one change: every field is checked first, then all of
    /// them are stored in one write, so a refused field leaves the todo as it was and two concurrent
    /// edits never end as a mix of both.
    ///
    /// The todo as the edit left it, and whether it changed: an empty edit, or one that asks for
    /// what the todo holds already, returns it unchanged, with nothing written.
    func edit(id: TodoID, _ edit: TodoEdit) async throws(AppError) -> TodoUpdate

    /// Deletes one todo.
    func delete(id: TodoID) async throws(AppError)

    /// Deletes every completed todo and returns them as they were, so a front end can offer to put
    /// them back (``restore(_:)``).
    func clearCompleted() async throws(AppError) -> [TodoItem]

    /// Puts back todos that were deleted (an undo), exactly as they were: same id, title,
    /// completion, order and times, so each returns to its place in the list. One that is there
    /// already (undone twice, from two tabs) is left as it is; the answer says how many came back.
    func restore(_ items: [TodoItem]) async throws(AppError) -> Int

    /// Deletes every todo and tells how many went.
    func deleteAll() async throws(AppError) -> Int
}

extension TodoUseCase {
    /// A page a person asked for: one past the last is refused.
    public func page(completed: Bool?, search: String = "", number: Int, size: Int) async throws(AppError)
        -> TodoPage
    {
        try await page(completed: completed, search: search, number: number, size: size, pastTheEnd: .refused)
    }
}

/// The Todos feature's business rules over one ``TodoRepository``: each method validates its raw
/// input into self-validating values, checks for cancellation, then asks the repository. The
/// changes are in `TodoInteractor+Changes.swift`.
///
/// A struct, not an actor: it holds no state of its own (the repository is the state, and the
/// clock and id source are injected), so there is nothing to isolate, and the web server calls
/// one from many requests at once without a hop.
public struct TodoInteractor: TodoUseCase {
    let repository: any TodoRepository
    let dates: any DateSource
    let identifiers: any IdentifierSource

    public init(repository: any TodoRepository, dates: any DateSource, identifiers: any IdentifierSource) {
        self.repository = repository
        self.dates = dates
        self.identifiers = identifiers
    }

    public func list() async throws(AppError) -> [TodoItem] {
        try AppError.checkCancellation()
        return try await repository.todos()
    }

    public func list(completed: Bool?, search raw: String) async throws(AppError) -> TodoSlice {
        let search = try TodoSearch(raw)
        try AppError.checkCancellation()
        return try await repository.slice(
            completed: completed, search: search.isEmpty ? nil : search, offset: 0, limit: .max)
    }

    public func page(
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

    public func rank(of id: TodoID, completed: Bool?, search raw: String) async throws(AppError) -> Int? {
        let search = try TodoSearch(raw)
        try AppError.checkCancellation()
        return try await repository.rank(of: id, completed: completed, search: search.isEmpty ? nil : search)
    }

    public func revision() async throws(AppError) -> TodoRevision {
        try AppError.checkCancellation()
        return try await repository.revision()
    }

    public func find(reference: String) async throws(AppError) -> TodoItem {
        let reference = try TodoReference(reference)
        try AppError.checkCancellation()
        // A full id is a direct lookup; a prefix is a range of the id's index.
        if let uuid = UUID(text: reference.text) {
            return try await repository.todo(id: TodoID(uuid))
        }
        return try await matching(prefix: reference)
    }

    public func id(for reference: String) async throws(AppError) -> TodoID {
        let reference = try TodoReference(reference)
        try AppError.checkCancellation()
        if let uuid = UUID(text: reference.text) { return TodoID(uuid) }
        return try await matching(prefix: reference).id
    }

    /// The one todo whose id starts with `prefix`: two are enough to know it is ambiguous.
    private func matching(prefix: TodoReference) async throws(AppError) -> TodoItem {
        let matches = try await repository.todos(idPrefix: prefix.text, limit: 2)
        switch matches.count {
        case 0: throw .notFound(.todo)
        case 1: return matches[0]
        default: throw .validation(ValidationError(field: .todoID, rule: .ambiguous))
        }
    }
}
