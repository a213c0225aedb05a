import Foundation

/// A page of todos as rows, for an API: the rows, which page of how many, and how many todos
/// there are in all.
public struct TodoRowsPage: Hashable, Sendable {
    public let rows: [TodoRowViewState]
    /// 1-based.
    public let number: Int
    /// How many pages the list fills; at least 1.
    public let count: Int
    public let total: Int
    /// The list's revision when the page was read (``TodoController/revision()``): while it is
    /// still the current one, anything made from this page is still true.
    public let revision: Int64

    public init(rows: [TodoRowViewState], number: Int, count: Int, total: Int, revision: Int64) {
        self.rows = rows
        self.number = number
        self.count = count
        self.total = total
        self.revision = revision
    }

    public var hasNext: Bool { number < count }

    /// Whether pages come before this one; a page past the last one is not counted as after it,
    /// since it has no neighbours (only the first and the last page are worth a link).
    public var hasPrevious: Bool { number > 1 && number <= count }

    /// Past the last page: no rows, whatever the list holds.
    public var isPastTheEnd: Bool { number > count }
}
