import Foundation

/// Everything the todo list screen shows, as one value: what the view draws is a function of it.
///
/// Stored properties are what happened (what was typed, what was read, what failed); the
/// computed ones are derived from them, never stored beside them, so they cannot disagree.
public struct TodoListScreenState: Hashable, Sendable {
    /// The search field as typed.
    public var searchText = ""
    /// The search the list shows, once the typing paused: empty when not searching.
    public var query = ""
    public var filter: TodoFilter = .all
    /// The page asked for, 1-based.
    public var page = 1
    /// The list as last read; `nil` until the first read answers.
    public var list: TodoListViewState?
    public var isLoading = false
    public var alert: AlertViewState?
    /// The confirmation of the last change ("Added “Buy milk”."), until the next intent: a
    /// search, a filter, a page, a refresh or another change takes it away.
    public var message: String?
    /// What each delete or clear here removed, newest last: ``TodoListViewModel/undo()`` puts
    /// back the last.
    public var removed: [RemovedTodos] = []
    /// The todo the last change added, and where it is.
    public var added: AddedTodo?

    /// Where a todo just added is: the page of the whole list that holds it, and whether the
    /// screen shows it (a search or a filter may hide it).
    public struct AddedTodo: Hashable, Sendable {
        public let id: String
        /// The page of the whole list (no filter, no search) that holds it, 1-based.
        public let page: Int
        /// Whether the list shown (its filter, search and page) holds it.
        public let isShown: Bool

        public init(id: String, page: Int, isShown: Bool) {
            self.id = id
            self.page = page
            self.isShown = isShown
        }
    }

    public init(query: String = "", filter: TodoFilter = .all, page: Int = 1) {
        searchText = query
        self.query = query
        self.filter = filter
        self.page = max(1, page)
    }

    // MARK: - Derived

    /// The rows to draw.
    public var items: [TodoRowViewState] { list?.rows ?? [] }
    /// No todo at all (whatever the filter and search): the screen invites to add one.
    public var isEmpty: Bool { list?.counts.total == 0 }
    /// A search or filter that selects nothing, in a list that has todos.
    public var showNoResults: Bool { list.map { $0.rows.isEmpty && $0.counts.total > 0 } ?? false }
    /// Typed text not searched yet (the pause has not come).
    public var isSearchPending: Bool { searchText.trimmingCharacters(in: .whitespacesAndNewlines) != query }
    public var canUndo: Bool { !removed.isEmpty }
    /// "Total 3 · open 2 · done 1".
    public var summary: String { list?.summary ?? "" }
}
