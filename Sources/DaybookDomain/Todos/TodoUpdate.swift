import Foundation

/// What a change of one todo did: the todo as it is now, and whether the change changed it. A
/// change that asks for what is there already (completing a done todo, a title it has) changes
/// nothing: nothing is written, the list's revision stays and nothing is announced.
public struct TodoUpdate: Hashable, Sendable {
    public let item: TodoItem
    public let changed: Bool

    public init(item: TodoItem, changed: Bool) {
        self.item = item
        self.changed = changed
    }
}
