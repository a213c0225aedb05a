import DaybookDomain
import Foundation

/// Turns todos into the list's view state: filter, search, counts, empty states, short ids.
///
/// Pure and nonisolated, so a server renders it on its own threads.
public struct TodoListPresenter: Sendable {
    /// Short ids are never shorter than this, so they stay stable as the list grows.
    public static let minimumShortIDLength = 8

    private let localize: Localizer

    public init(localizer: Localizer) {
        localize = localizer
    }

    public func present(_ items: [TodoItem], filter: TodoFilter = .all, query: String = "") -> TodoListViewState {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let open = items.count { !$0.isCompleted }
        let counts = TodoListViewState.Counts(total: items.count, open: open, done: items.count - open)
        let visible = items.filter { filter.includes(isCompleted: $0.isCompleted) && matches($0, query: query) }
        let shortLength = Self.uniquePrefixLength(of: items.map(\.id.description))
        return TodoListViewState(
            rows: visible.map { row(for: $0, shortIDLength: shortLength) },
            counts: counts,
            filter: filter,
            query: query,
            summary: summary(counts),
            emptyMessage: visible.isEmpty ? emptyMessage(counts: counts, filter: filter, query: query) : nil
        )
    }

    /// One page of the list. Its rows' short ids have the minimum length: telling them apart
    /// from todos on other pages would mean reading every id, which paging exists to avoid.
    public func present(_ page: TodoPage, filter: TodoFilter) -> TodoListViewState {
        let counts = TodoListViewState.Counts(total: page.counts.total, open: page.counts.open, done: page.counts.done)
        return TodoListViewState(
            rows: page.items.map { row(for: $0) },
            counts: counts,
            filter: filter,
            query: "",
            summary: summary(counts),
            emptyMessage: page.items.isEmpty ? emptyMessage(counts: counts, filter: filter, query: "") : nil,
            paging: TodoListViewState.Paging(
                number: page.number, count: page.count,
                label: localize(.todoListPage, ["page": "\(page.number)", "count": "\(page.count)"])
            )
        )
    }

    public func row(for item: TodoItem, shortIDLength: Int = minimumShortIDLength) -> TodoRowViewState {
        let id = item.id.description
        return TodoRowViewState(
            id: id,
            shortID: String(id.prefix(shortIDLength)),
            title: item.title.value,
            isCompleted: item.isCompleted,
            order: item.order,
            createdAt: item.createdAt,
            updatedAt: item.updatedAt
        )
    }

    // MARK: - Rules

    /// Case-, accent- and width-insensitive, so "ｍｉｌｋ" finds "Milk".
    private func matches(_ item: TodoItem, query: String) -> Bool {
        query.isEmpty
            || item.title.value.range(of: query, options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive])
                != nil
    }

    private func summary(_ counts: TodoListViewState.Counts) -> String {
        localize(.todoListSummary, ["total": "\(counts.total)", "open": "\(counts.open)", "done": "\(counts.done)"])
    }

    private func emptyMessage(counts: TodoListViewState.Counts, filter: TodoFilter, query: String) -> String {
        if counts.total == 0 { return localize(.todoListEmpty) }
        if !query.isEmpty { return localize(.todoListNoMatches, ["query": query]) }
        return filter == .done ? localize(.todoListNoneDone) : localize(.todoListNoneOpen)
    }

    /// The shortest prefix length (at least the minimum) that tells every id apart: one more than
    /// the longest prefix shared by neighbours in sorted order.
    static func uniquePrefixLength(of ids: [String]) -> Int {
        let sorted = ids.sorted()
        var longestShared = 0
        for (lhs, rhs) in zip(sorted, sorted.dropFirst()) {
            let shared = zip(lhs, rhs).prefix { $0 == $1 }.count
            longestShared = max(longestShared, shared)
        }
        return max(minimumShortIDLength, longestShared + 1)
    }
}
