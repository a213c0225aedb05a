import DaybookDomain
import Foundation

/// Turns todos into the list's view state: counts, summaries, empty states, short ids. It
/// filters and searches nothing: storage selects the todos a filter and a search keep (a page, or
/// every one of them), and this words what it selected.
///
/// Pure and nonisolated, so a server renders it on its own threads.
public struct TodoListPresenter: Sendable {
    /// Short ids are never shorter than this, so they stay stable as the list grows.
    public static let minimumShortIDLength = 8

    private let localize: Localizer

    public init(localizer: Localizer) {
        localize = localizer
    }

    /// The whole list, each short id the shortest that tells its todo apart from every other.
    public func present(_ items: [TodoItem]) -> TodoListViewState {
        let done = items.count(where: \.isCompleted)
        return present(
            items, counts: TodoCounts(total: items.count, done: done), filter: .all, query: "", among: items.map(\.id))
    }

    /// Every todo storage selected with `filter` and `query` (trimmed; empty for none), not a
    /// page of them, with the whole list's counts. Each short id is the shortest that tells apart
    /// every todo in `all`, the whole list's ids: the same as the whole list shows.
    public func present(_ selection: TodoSlice, filter: TodoFilter, query: String, among all: [TodoID])
        -> TodoListViewState
    {
        present(selection.items, counts: selection.counts, filter: filter, query: query, among: all)
    }

    private func present(
        _ items: [TodoItem], counts whole: TodoCounts, filter: TodoFilter, query: String, among all: [TodoID]
    ) -> TodoListViewState {
        let counts = TodoListViewState.Counts(total: whole.total, open: whole.open, done: whole.done)
        let shortLength = Self.uniquePrefixLength(of: all)
        let rows = items.map { row(for: $0, id: $0.id.description, shortIDLength: shortLength) }
        return TodoListViewState(
            rows: rows,
            counts: counts,
            filter: filter,
            query: query,
            summary: summary(counts, query: query, matching: rows.count),
            emptyMessage: rows.isEmpty ? emptyMessage(counts: counts, filter: filter, query: query) : nil
        )
    }

    /// One page of the list. Its rows' short ids have the minimum length: telling them apart
    /// from todos on other pages would mean reading every id, which paging exists to avoid.
    public func present(_ page: TodoPage) -> TodoListViewState {
        let filter = TodoFilter(completed: page.completed)
        let counts = TodoListViewState.Counts(total: page.counts.total, open: page.counts.open, done: page.counts.done)
        let query = page.search.text
        return TodoListViewState(
            rows: page.items.map { row(for: $0) },
            counts: counts,
            filter: filter,
            query: query,
            summary: summary(counts, query: query, matching: page.matching),
            emptyMessage: page.items.isEmpty ? emptyMessage(counts: counts, filter: filter, query: query) : nil,
            paging: TodoListViewState.Paging(
                number: page.number, count: page.count,
                label: localize(TodoText.listPage, ["page": "\(page.number)", "count": "\(page.count)"])
            ),
            revision: page.revision.value
        )
    }

    /// One todo on its own, with a short id of the minimum length.
    public func row(for item: TodoItem) -> TodoRowViewState {
        row(for: item, id: item.id.description, shortIDLength: Self.minimumShortIDLength)
    }

    private func row(for item: TodoItem, id: String, shortIDLength: Int) -> TodoRowViewState {
        TodoRowViewState(
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

    /// The list's counts; for a search, how many it found (with the filter) of the whole list,
    /// since the list's own counts would say nothing about it.
    private func summary(_ counts: TodoListViewState.Counts, query: String, matching: Int) -> String {
        guard !query.isEmpty else {
            return localize(
                TodoText.listSummary, ["total": "\(counts.total)", "open": "\(counts.open)", "done": "\(counts.done)"])
        }
        return localize(
            count: matching, one: TodoText.listMatchesOne, other: TodoText.listMatches,
            ["matching": "\(matching)", "total": "\(counts.total)", "query": query])
    }

    private func emptyMessage(counts: TodoListViewState.Counts, filter: TodoFilter, query: String) -> String {
        if counts.total == 0 { return localize(TodoText.listEmpty) }
        if !query.isEmpty { return localize(TodoText.listNoMatches, ["query": query]) }
        return filter == .done ? localize(TodoText.listNoneDone) : localize(TodoText.listNoneOpen)
    }

    /// The shortest prefix length (at least the minimum) that tells every id's text apart: one
    /// more than the longest prefix neighbours share in sorted order. Worked out from the ids'
    /// bytes: sorting 128-bit numbers and counting shared hex digits costs a fraction of sorting
    /// 10,000 strings.
    static func uniquePrefixLength(of ids: [TodoID]) -> Int {
        let numbers = ids.map { id in
            withUnsafeBytes(of: id.rawValue.uuid) { bytes in
                (
                    bytes.loadUnaligned(as: UInt64.self).bigEndian,
                    bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian
                )
            }
        }.sorted { $0 < $1 }
        var longestDigits = 0
        for (lhs, rhs) in zip(numbers, numbers.dropFirst()) {
            let high = lhs.0 ^ rhs.0
            let digits = high != 0 ? high.leadingZeroBitCount / 4 : 16 + (lhs.1 ^ rhs.1).leadingZeroBitCount / 4
            longestDigits = max(longestDigits, digits)
        }
        // In the text, a dash follows the 8th, 12th, 16th and 20th digit.
        let dashes = [8, 12, 16, 20].count { longestDigits >= $0 }
        let longestShared = ids.isEmpty ? 0 : longestDigits + dashes
        return max(minimumShortIDLength, longestShared + 1)
    }
}
