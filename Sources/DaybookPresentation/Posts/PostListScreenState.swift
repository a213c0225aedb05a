import Foundation

/// Everything the post list shows, as one value (see ``TodoListScreenState``).
public struct PostListScreenState: Hashable, Sendable {
    public var searchText = ""
    /// The search the list shows, once the typing paused: empty when not searching.
    public var query = ""
    /// The page asked for, 1-based.
    public var page = 1
    public var list: PostListViewState?
    public var isLoading = false
    public var alert: AlertViewState?

    /// A list opened on a search and a page (a page past the last shows the last).
    public init(query: String = "", page: Int = 1) {
        searchText = query
        self.query = query
        self.page = max(1, page)
    }

    // MARK: - Derived

    public var items: [PostRowViewState] { list?.rows ?? [] }
    /// The service has no posts at all.
    public var isEmpty: Bool { list.map { $0.rows.isEmpty && $0.search.isEmpty } ?? false }
    /// A search that matches nothing.
    public var showNoResults: Bool { list.map { $0.rows.isEmpty && !$0.search.isEmpty } ?? false }
    public var hasNextPage: Bool { list.map { $0.page < $0.pageCount } ?? false }
    public var hasPreviousPage: Bool { (list?.page ?? 1) > 1 }
    public var isSearchPending: Bool { searchText.trimmingCharacters(in: .whitespacesAndNewlines) != query }
    public var isStale: Bool { list?.staleNotice != nil }
}
