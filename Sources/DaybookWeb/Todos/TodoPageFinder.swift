import DaybookPresentation
import Foundation

/// Which page of the whole list (no filter, no search) holds a todo, so that a page can show the
/// visitor the todo they just added or put back.
///
/// Found with the reads the list itself makes, a page at a time: the list is in one total order
/// (order, then creation time, then id), so each page read says whether the todo is on it,
/// before it, or after it. The first page comes first (most lists have one), then the last (where
/// a new todo goes), then halves of what is left: a few reads of one page each, however long the
/// list. A read that fails ends the search on the first page: the change it follows has been
/// made, and is still shown.
struct TodoPageFinder {
    let controller: TodoController

    /// Where a todo sorts in the list: its order, its creation time in whole milliseconds (as
    /// stored), its id.
    struct Key: Comparable {
        let order: Int
        let createdAt: Int64
        let id: String

        init(_ row: TodoRowViewState) {
            order = row.order
            createdAt = Int64((row.createdAt.timeIntervalSince1970 * 1000).rounded())
            id = row.id
        }

        init(_ snapshot: TodoSnapshot) {
            order = snapshot.order
            createdAt = snapshot.createdAt
            id = snapshot.id
        }

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.order, lhs.createdAt, lhs.id) < (rhs.order, rhs.createdAt, rhs.id)
        }
    }

    func page(holding todo: Key) async -> Int {
        guard let first = await read(1), let count = first.paging?.count else { return 1 }
        if Self.place(of: todo, in: first) != .after || count == 1 { return 1 }
        var (low, high, probe) = (2, count, count)
        while low <= high {
            // A page that cannot be read (the list shrank meanwhile) counts as past the todo.
            let place = await read(probe).map { Self.place(of: todo, in: $0) } ?? .before
            switch place {
            case .here: return probe
            case .before: high = probe - 1
            case .after: low = probe + 1
            }
            probe = (low + high) / 2
        }
        // On no page (deleted meanwhile): the page where it would have been.
        return max(1, min(low, count))
    }

    private enum Place { case before, here, after }

    private static func place(of todo: Key, in list: TodoListViewState) -> Place {
        guard let first = list.rows.first, let last = list.rows.last else { return .before }
        if todo < Key(first) { return .before }
        if Key(last) < todo { return .after }
        return .here
    }

    private func read(_ page: Int) async -> TodoListViewState? {
        try? await controller.listPage(page: page)
    }
}
