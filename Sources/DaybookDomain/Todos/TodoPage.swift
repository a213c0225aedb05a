import Foundation

/// How many todos there are, and how many of them are done, over the whole list.
public struct TodoCounts: Hashable, Sendable {
    public let total: Int
    public let done: Int

    public init(total: Int, done: Int) {
        self.total = total
        self.done = done
    }

    public var open: Int { total - done }

    /// How many todos a filter on completion selects: every todo for `nil`.
    public func selected(completed: Bool?) -> Int {
        switch completed {
        case nil: total
        case true?: done
        case false?: open
        }
    }
}

/// A window of the list, as a repository reads it: the todos in it and the counts of the whole.
public struct TodoSlice: Hashable, Sendable {
    public let items: [TodoItem]
    public let counts: TodoCounts

    public init(items: [TodoItem], counts: TodoCounts) {
        self.items = items
        self.counts = counts
    }
}

/// One page of the list in list order, optionally only the open or only the done todos.
///
/// Pages are read from storage a window at a time, so showing page 1 of 100,000 todos reads 50
/// of them, not all.
public struct TodoPage: Hashable, Sendable {
    /// The page size front ends use unless they have a reason not to.
    public static let defaultSize = 50
    /// The largest page a caller may ask for.
    public static let maximumSize = 1000

    public let items: [TodoItem]
    /// 1-based.
    public let number: Int
    public let size: Int
    /// `nil` for every todo, else only the done (`true`) or open (`false`) ones.
    public let completed: Bool?
    public let counts: TodoCounts

    public init(items: [TodoItem], number: Int, size: Int, completed: Bool?, counts: TodoCounts) {
        self.items = items
        self.number = number
        self.size = size
        self.completed = completed
        self.counts = counts
    }

    /// How many todos the filter selects, over all pages.
    public var matching: Int { counts.selected(completed: completed) }

    /// At least 1, even when nothing matches.
    public var count: Int { max(1, (matching + size - 1) / size) }
}
