import Foundation

/// A window of the list, as a repository reads it: the todos in it, the counts of the whole,
/// and how many todos the filter and search select over all windows.
public struct TodoSlice: Hashable, Sendable {
    public let items: [TodoItem]
    public let counts: TodoCounts
    public let selected: Int
    /// The state of the list this window was read from, in the same snapshot as the items.
    public let revision: TodoRevision

    public init(items: [TodoItem], counts: TodoCounts, selected: Int, revision: TodoRevision) {
        self.items = items
        self.counts = counts
        self.selected = selected
        self.revision = revision
    }
}
