import DaybookDomain

/// Whose rows a store reads and writes: an account's, or the household's (what was stored
/// before there were accounts, and what a Daybook without accounts keeps).
///
/// A store is bound to one owner when it is made (``TodoStore/owned(by:)``): every statement it
/// runs is limited to that owner's rows, so nothing above it can name, count or touch another
/// person's. The value is stored as it is, in an `owner` column.
public struct DataOwner: Hashable, Sendable, CustomStringConvertible {
    /// What is stored in the `owner` column.
    public let key: String

    private init(key: String) {
        self.key = key
    }

    /// The account's rows.
    public init(account: AccountID) {
        // An account id is a UUID's text, never empty: it cannot name the household's rows.
        precondition(!account.value.isEmpty, "DataOwner: an account id is never empty")
        key = account.value
    }

    /// The rows that belong to no account: everything a Daybook without accounts stores.
    public static let household = DataOwner(key: "")

    public var description: String { key.isEmpty ? "household" : key }
}
