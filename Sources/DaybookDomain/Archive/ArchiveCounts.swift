import Foundation

/// How many todos and profiles: in a database, or in an archive.
public struct ArchiveCounts: Hashable, Sendable, CustomStringConvertible {
    public var todos: Int
    public var profiles: Int

    public init(todos: Int, profiles: Int) {
        self.todos = todos
        self.profiles = profiles
    }

    public static let zero = ArchiveCounts(todos: 0, profiles: 0)

    public var isEmpty: Bool { todos == 0 && profiles == 0 }

    public var description: String { "\(todos) todos, \(profiles) profiles" }
}
