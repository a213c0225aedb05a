import DaybookDomain
import Foundation

/// The Todos feature's controller for request/response front ends (the CLI, the web app).
///
/// It takes raw input as typed (titles, id prefixes), runs the use cases and returns view state;
/// a failure is the use case's `AppError`, which the front end presents where it shows it.
/// Stateless and `Sendable`, so one instance serves concurrent requests.
public struct TodoController: Sendable {
    private let todos: any TodoUseCase
    private let confirmation: TodoConfirmation
    private let listPresenter: TodoListPresenter

    /// How many todos a page of the list holds unless asked otherwise.
    public static let pageSize = TodoPage.defaultSize

    public init(todos: any TodoUseCase, localizer: Localizer) {
        self.todos = todos
        confirmation = TodoConfirmation(localizer: localizer)
        listPresenter = TodoListPresenter(localizer: localizer)
    }

    /// Every todo the filter and search select, in list order, with the whole list's counts: what
    /// `todo list` prints. Storage selects them, as it selects a page's; the search is checked as
    /// any input is. Each short id tells its todo apart from every todo in the list, shown or not
    /// (one typed back names it, whatever was shown), so with a filter or a search the list's own
    /// todos are read too, for their ids.
    public func list(filter: TodoFilter = .all, query: String = "") async throws(AppError) -> TodoListViewState {
        let search = try TodoSearch(query)
        let all = try await todos.list()
        guard filter != .all || !search.isEmpty else { return listPresenter.present(all) }
        let selection = try await todos.list(completed: filter.completed, search: query)
        return listPresenter.present(selection, filter: filter, query: search.text, among: all.map(\.id))
    }

    /// A page of the list as rows, in list order, with nothing a screen adds (counts, summary,
    /// empty message, shortest unique ids): what an API answers with. The page size bounds what
    /// one answer holds, however long the list grows. A page past the last one has no rows.
    public func rows(page: Int = 1, size: Int = TodoPage.maximumSize) async throws(AppError) -> TodoRowsPage {
        let read = try await todos.page(completed: nil, search: "", number: page, size: size, pastTheEnd: .empty)
        return TodoRowsPage(
            rows: read.items.map { listPresenter.row(for: $0) }, number: read.number, count: read.count,
            total: read.counts.total, revision: read.revision.value)
    }

    /// The list's current revision: one small read that tells whether a page read earlier (its
    /// ``TodoRowsPage/revision``) is still what the list holds, after writes by any process.
    public func revision() async throws(AppError) -> Int64 {
        try await todos.revision().value
    }

    /// Page `page` (1-based) of the todos the filter and search select: only the page is held,
    /// however many match. Without a search only the page is read; a search reads every title.
    public func listPage(filter: TodoFilter = .all, query: String = "", page: Int, size: Int = TodoPage.defaultSize)
        async throws(AppError) -> TodoListViewState
    {
        listPresenter.present(
            try await todos.page(completed: filter.completed, search: query, number: page, size: size))
    }

    /// The page of the list the filter and search select (the whole list by default), `size` todos
    /// a page, that holds the todo `id`: where a front end shows a todo just added or put back.
    /// `nil` when that list does not hold it (deleted since, or left out by the filter or the
    /// search). One read, however long the list: storage counts the todos before it.
    public func page(holding id: String, filter: TodoFilter = .all, query: String = "", size: Int = pageSize)
        async throws(AppError) -> Int?
    {
        try await todos.rank(of: try TodoID(row: id), completed: filter.completed, search: query).map {
            TodoPage.number(holdingRank: $0, size: size)
        }
    }

    /// The todo named by `reference` (an id or a unique id prefix).
    public func show(_ reference: String) async throws(AppError) -> TodoRowViewState {
        listPresenter.row(for: try await todos.find(reference: reference))
    }

    public func add(title: String, order: Int? = nil) async throws(AppError) -> TodoActionViewState {
        let item = try await todos.add(title: title, order: order)
        let row = listPresenter.row(for: item)
        return TodoActionViewState(message: confirmation.added(row), todo: row)
    }

    /// Adds one todo per line of `text` (LF or CRLF line endings), after the existing ones, all or
    /// none. Blank lines are skipped; a bad title is reported with its line number.
    public func importLines(_ text: String) async throws(AppError) -> TodoActionViewState {
        var titles: [String] = []
        var lineNumbers: [Int] = []
        // Split on the bytes, not on Characters or through NSString: 100,000 lines in milliseconds.
        for (index, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...]
            guard let title = String(line), !title.allSatisfy(\.isWhitespace) else { continue }
            titles.append(title)
            lineNumbers.append(index + 1)
        }
        let count: Int
        do throws(AppError) {
            count = try await todos.importTitles(titles)
        } catch {
            throw Self.placing(error, atLines: lineNumbers)
        }
        return TodoActionViewState(message: confirmation.imported(count: count), count: count)
    }

    /// The use case numbers the titles it was given; the user numbers the text's lines.
    private static func placing(_ error: AppError, atLines lineNumbers: [Int]) -> AppError {
        guard case .validation(let failure) = error, let item = failure.item, lineNumbers.indices.contains(item - 1)
        else { return error }
        return .validation(failure.at(item: lineNumbers[item - 1]))
    }

    /// Marks the todo named by `reference` (an id or a unique id prefix) completed or open; one
    /// that is so already is left as it was, and the message says so.
    public func setCompleted(_ reference: String, _ completed: Bool) async throws(AppError)
        -> TodoActionViewState
    {
        try await change(reference) { (id) throws(AppError) in
            try await todos.setCompletion(id: id, completed: completed)
        } message: { row, changed in
            confirmation.completion(of: row.title, completed: completed, changed: changed)
        }
    }

    public func toggle(_ reference: String) async throws(AppError) -> TodoActionViewState {
        try await change(reference) { (id) throws(AppError) in
            TodoUpdate(item: try await todos.toggle(id: id), changed: true)
        } message: { row, _ in
            confirmation.completion(of: row.title, completed: row.isCompleted)
        }
    }

    /// Renames the todo; to the title it has already, nothing is written and the message says so.
    public func rename(_ reference: String, to title: String) async throws(AppError) -> TodoActionViewState {
        try await change(reference) { (id) throws(AppError) in
            try await todos.rename(id: id, to: title)
        } message: { row, changed in
            confirmation.renamed(to: row.title, changed: changed)
        }
    }

    public func move(_ reference: String, to order: Int) async throws(AppError) -> TodoActionViewState {
        try await change(reference) { (id) throws(AppError) in
            TodoUpdate(item: try await todos.move(id: id, to: order), changed: true)
        } message: { row, _ in
            confirmation.moved(row.title, to: row.order)
        }
    }

    /// Changes any of the todo's title, completion and order as one change (see
    /// ``TodoUseCase/edit(id:_:)``): a refused field leaves the todo as it was. Answers the todo as stored.
    /// `nil` leaves a field as it is.
    public func edit(_ reference: String, title: String? = nil, completed: Bool? = nil, order: Int? = nil)
        async throws(AppError) -> TodoRowViewState
    {
        // A full id is not read first: the edit reads the todo in its own transaction.
        let id = try await todos.id(for: reference)
        let edit = TodoEdit(title: title, completed: completed, order: order)
        return listPresenter.row(for: try await todos.edit(id: id, edit).item)
    }

    public func delete(_ reference: String) async throws(AppError) -> TodoActionViewState {
        let item = try await todos.find(reference: reference)
        try await todos.delete(id: item.id)
        let row = listPresenter.row(for: item)
        return TodoActionViewState(message: confirmation.deleted(row.title), todo: row, removed: RemovedTodos([item]))
    }

    /// Deletes every completed todo; the outcome lists them as they were, for an undo.
    public func clearCompleted() async throws(AppError) -> TodoActionViewState {
        let cleared = try await todos.clearCompleted()
        return TodoActionViewState(
            message: confirmation.clearedCompleted(count: cleared.count), count: cleared.count,
            removed: RemovedTodos(cleared))
    }

    /// Puts back todos a delete or a clear removed (an undo), exactly as they were; those that are
    /// there already stay as they are. The outcome names the todo when one came back.
    public func restore(_ removed: RemovedTodos) async throws(AppError) -> TodoActionViewState {
        let count = try await todos.restore(removed.items)
        // The todo itself, when it is the one that came back.
        let todo = count == 1 && removed.count == 1 ? removed.items.first.map(listPresenter.row(for:)) : nil
        return TodoActionViewState(message: confirmation.restored(removed, count: count), todo: todo, count: count)
    }

    public func deleteAll() async throws(AppError) -> TodoActionViewState {
        let count = try await todos.deleteAll()
        return TodoActionViewState(message: confirmation.deletedAll(count: count), count: count)
    }

    // MARK: - Helpers

    /// Resolves the reference, applies one change to that todo, and confirms it (or says it was
    /// so already).
    private func change(
        _ reference: String,
        _ apply: (TodoID) async throws(AppError) -> TodoUpdate,
        message: (TodoRowViewState, Bool) -> String
    ) async throws(AppError) -> TodoActionViewState {
        let update = try await apply(try await todos.id(for: reference))
        let row = listPresenter.row(for: update.item)
        return TodoActionViewState(message: message(row, update.changed), todo: row)
    }
}
