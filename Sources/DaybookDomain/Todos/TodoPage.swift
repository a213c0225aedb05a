import Foundation

/// One page of the list in list order, optionally only the open or only the done todos.
///
/// Pages are read from storage a window at a time, so showing page 1 of 100,000 todos reads 50
/// of them, not all.
public struct TodoPage: Hashable, Sendable {
    /// The page size front ends use unless they have a reason not to.
    public static let defaultSize = 50
    /// The largest page a caller may ask for: it bounds how many todos one read holds.
    public static let maximumSize = 10_000

    public let items: [TodoItem]
    /// 1-based.
    public let number: Int
    public let size: Int
    /// `nil` for every todo, else only the done (`true`) or open (`false`) ones.
    public let completed: Bool?
    /// The search the page was read with; empty for none.
    public let search: TodoSearch
    public let counts: TodoCounts
    /// How many todos the filter and search select, over all pages.
    public let matching: Int
    /// The state of the list the page was read from.
    public let revision: TodoRevision

    public init(
        items: [TodoItem], number: Int, size: Int, completed: Bool?, search: TodoSearch, counts: TodoCounts,
        matching: Int, revision: TodoRevision
    ) {
        self.items = items
        self.number = number
        self.size = size
        self.completed = completed
        self.search = search
        self.counts = counts
        self.matching = matching
        self.revision = revision
    }

    /// What asking for a page past the last one gives.
    public enum PastTheEnd: Hashable, Sendable {
        /// Invalid input: the page number must be at most ``TodoPage/count`` (a person typed it).
        case refused
        /// A page with no todos but the list's counts (an API client walking the pages).
        case empty
    }

    /// At least 1, even when nothing matches.
    public var count: Int { max(1, (matching + size - 1) / size) }

    /// The page (1-based) of `size` todos a page that holds the todo `rank` todos come before
    /// (``TodoRepository/rank(of:completed:search:)``).
    public static func number(holdingRank rank: Int, size: Int) -> Int {
        rank / max(1, size) + 1
    }
}
