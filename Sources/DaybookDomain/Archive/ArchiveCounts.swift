import Foundation

/// How many accounts, todos and profiles: in a database, or in an archive. A person's archive
/// holds no accounts (``accounts`` is 0); everyone's (``ArchiveScope/everyone``) holds them all.
public struct ArchiveCounts: Hashable, Sendable, CustomStringConvertible {
    public var todos: Int
    public var profiles: Int
    public var accounts: Int

    public init(todos: Int, profiles: Int, accounts: Int = 0) {
        self.todos = todos
        self.profiles = profiles
        self.accounts = accounts
    }

    public static let zero = ArchiveCounts(todos: 0, profiles: 0)

    public var isEmpty: Bool { todos == 0 && profiles == 0 && accounts == 0 }

    public var description: String {
        accounts == 0
            ? "\(todos) todos, \(profiles) profiles" : "\(accounts) accounts, \(todos) todos, \(profiles) profiles"
    }
}
