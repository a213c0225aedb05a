import DaybookDomain

/// The numbers every committed change moves forward, one per ``ChangeTopic``: the todos'
/// revision (the sum of `todo_counts.revision` over every owner, moved by each todo write: one row
/// per owner on SQLite, one per owner and shard on PostgreSQL) and the profiles'
/// (`profile_revision.revision`, moved by a trigger) and the accounts' (`account_revision`, moved
/// by triggers on the accounts and their tokens). Both engines keep them under the same
/// names, so one small read tells a change feed which topics changed since it last looked,
/// without reading a todo or a profile.
///
/// In the Data ring because both database drivers' change feeds compare them, and neither
/// imports the other; each reads them with its own statement.
public struct ChangeCounters: Equatable, Sendable {
    public var todos: Int64
    public var profile: Int64
    public var accounts: Int64

    public init(todos: Int64, profile: Int64, accounts: Int64) {
        (self.todos, self.profile, self.accounts) = (todos, profile, accounts)
    }

    /// The topics whose number differs from `earlier`'s, in ``ChangeTopic``'s order; every topic
    /// when nothing was known before, since a change may then have gone unseen.
    public func moved(since earlier: ChangeCounters?) -> [ChangeTopic] {
        guard let earlier else { return ChangeTopic.allCases }
        return ChangeTopic.allCases.filter { value(of: $0) != earlier.value(of: $0) }
    }

    private func value(of topic: ChangeTopic) -> Int64 {
        switch topic {
        case .todos: todos
        case .profile: profile
        case .accounts: accounts
        }
    }
}
