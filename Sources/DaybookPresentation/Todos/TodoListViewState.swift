import Foundation

/// What a todo list screen shows.
public struct TodoListViewState: Hashable, Sendable {
    public struct Counts: Hashable, Sendable {
        public let total: Int
        public let open: Int
        public let done: Int

        public init(total: Int, open: Int, done: Int) {
            self.total = total
            self.open = open
            self.done = done
        }
    }

    /// Where a paged list is: page `number` of `count`, and its label ("Page 2 of 40").
    public struct Paging: Hashable, Sendable {
        public let number: Int
        public let count: Int
        public let label: String

        public init(number: Int, count: Int, label: String) {
            self.number = number
            self.count = count
            self.label = label
        }
    }

    /// The rows after the filter and search query.
    public let rows: [TodoRowViewState]
    /// Counts over every todo, whatever the filter, so the user sees the whole picture.
    public let counts: Counts
    public let filter: TodoFilter
    /// The search query as applied (trimmed); empty when not searching.
    public let query: String
    /// "Total 3 · open 2 · done 1", localized; for a search, "2 of 3 match “milk”".
    public let summary: String
    /// Shown instead of rows when there are none: why the list is empty.
    public let emptyMessage: String?
    /// Set when the rows are one page of the list; `nil` when they are all of it.
    public let paging: Paging?
    /// The list's revision when a page was read (see ``TodoController/revision()``); `nil` for
    /// the whole list.
    public let revision: Int64?

    public init(
        rows: [TodoRowViewState], counts: Counts, filter: TodoFilter, query: String, summary: String,
        emptyMessage: String?, paging: Paging? = nil, revision: Int64? = nil
    ) {
        self.rows = rows
        self.counts = counts
        self.filter = filter
        self.query = query
        self.summary = summary
        self.emptyMessage = emptyMessage
        self.paging = paging
        self.revision = revision
    }

    public static let initial = TodoListViewState(
        rows: [], counts: Counts(total: 0, open: 0, done: 0), filter: .all, query: "", summary: "",
        emptyMessage: nil
    )
}
