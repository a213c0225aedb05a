import DaybookDomain

/// The numbers every committed change moves forward, one per ``ChangeTopic``: the todos'
/// revision (the sum of `todo_counts.revision` over every owner, moved by each todo write: one row
/// per owner on SQLite, one per owner and shard on PostgreSQL) and the profiles'
/// (`profile_revision.revision`, moved by a trigger) and the accounts' (`account_revision`, moved
/// by triggers on the accounts and their tokens). Both engines keep them under the same
/// names, so one small read tells a change feed which topics changed since it last looked,
/// without reading a todo or a profile.
struct ChangeCounters: Equatable, Sendable {
    var todos: Int64
    var profile: Int64
    var accounts: Int64

    /// One statement, so both numbers come from one snapshot; the same SQL on both engines.
    static let query = """
        SELECT (SELECT CAST(SUM(revision) AS BIGINT) FROM todo_counts),
        (SELECT revision FROM profile_revision WHERE id = 1),
        (SELECT revision FROM account_revision WHERE id = 1)
        """

    /// The topics whose number differs from `earlier`'s, in ``ChangeTopic``'s order; every topic
    /// when nothing was known before, since a change may then have gone unseen.
    func moved(since earlier: ChangeCounters?) -> [ChangeTopic] {
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
