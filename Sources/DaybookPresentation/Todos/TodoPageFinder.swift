import DaybookDomain
import Foundation

/// Which page of a list holds a todo, so that a screen can show the todo just added or put back
/// where it is: the web's pages after a form post, and the todo list's view model after an add.
///
/// Found with the reads the list itself makes, a page at a time: the list is in one total order
/// (order, then creation time, then id), so each page read says whether the todo is on it,
/// before it, or after it. The first page comes first (most lists have one), then the last (where
/// a new todo goes), then halves of what is left: a few reads of one page each, however long the
/// list. A read that fails ends the search on the first page: the change it follows has been
/// made, and is still shown.
public struct TodoPageFinder: Sendable {
    /// Reads page `number` of the list searched (its filter and search), `nil` when it cannot.
    private let read: @Sendable (_ number: Int) async -> TodoListViewState?

    public init(read: @escaping @Sendable (_ number: Int) async -> TodoListViewState?) {
        self.read = read
    }

    /// Where a todo sorts in the list: its order, its creation time in whole milliseconds (as
    /// stored), its id.
    public struct Key: Comparable, Sendable {
        let order: Int
        let createdAt: Int64
        public let id: String

        public init(_ row: TodoRowViewState) {
            order = row.order
            createdAt = Milliseconds.since1970(row.createdAt)
            id = row.id
        }

        public init(_ snapshot: TodoSnapshot) {
            order = snapshot.order
            createdAt = snapshot.createdAt
            id = snapshot.id
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.order, lhs.createdAt, lhs.id) < (rhs.order, rhs.createdAt, rhs.id)
        }
    }

    /// The page that holds `todo`; on no page (deleted meanwhile, or not among the list's), the
    /// page where it would be.
    public func page(holding todo: Key) async -> Int {
        await place(of: todo).page
    }

    /// The page that holds `todo`, and whether it is on it (else the page where it would be).
    public func place(of todo: Key) async -> (page: Int, isOnIt: Bool) {
        guard let first = await read(1) else { return (1, false) }
        let onFirst = Self.place(of: todo, in: first)
        guard let count = first.paging?.count, onFirst == .after, count > 1 else { return (1, onFirst == .here) }
        var (low, high, probe) = (2, count, count)
        while low <= high {
            // A page that cannot be read (the list shrank meanwhile) counts as past the todo.
            let place = await read(probe).map { Self.place(of: todo, in: $0) } ?? .before
            switch place {
            case .here: return (probe, true)
            case .absent: return (probe, false)
            case .before: high = probe - 1
            case .after: low = probe + 1
            }
            probe = (low + high) / 2
        }
        // On no page: the page where it would have been.
        return (max(1, min(low, count)), false)
    }

    /// Where a todo sorts against a page: before its first row, among its rows (`here`, or
    /// `absent` when the page's filter or search leaves it out), or after its last.
    private enum Place { case before, here, absent, after }

    private static func place(of todo: Key, in list: TodoListViewState) -> Place {
        guard let first = list.rows.first, let last = list.rows.last else { return .before }
        if todo < Key(first) { return .before }
        if Key(last) < todo { return .after }
        return list.rows.contains { $0.id == todo.id } ? .here : .absent
    }
}
