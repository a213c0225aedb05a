import Foundation

/// A list as JSON: the visible todos and the counts over all of them.
public struct TodoListJSON: Encodable, Hashable, Sendable {
    public struct Counts: Encodable, Hashable, Sendable {
        public let total: Int
        public let open: Int
        public let done: Int
    }

    public let todos: [TodoJSON]
    public let counts: Counts

    public init(_ state: TodoListViewState) {
        todos = state.rows.map(TodoJSON.init)
        counts = Counts(total: state.counts.total, open: state.counts.open, done: state.counts.done)
    }
}
