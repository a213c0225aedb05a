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
}
