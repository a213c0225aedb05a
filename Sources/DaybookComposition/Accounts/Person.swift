import DaybookData
import DaybookDomain

/// Who a front end acts for: one of the accounts, or the household (everyone, when there are no
/// accounts). Every controller a front end asks for is bound to a person's data; a front end
/// learns a person from the container (the command line's `--user`, a sign-in, a session, an API
/// token) and passes it back, never making one up.
public struct Person: Hashable, Sendable {
    /// The account's id; `nil` for the household.
    let account: AccountID?
    /// The account's name, as it was set; `nil` for the household.
    public let name: String?
    /// The account's session generation when it was read (moved by each password change).
    public let generation: Int64

    /// Everyone, when there are no accounts: the data kept before there were any.
    public static let household = Person(account: nil, name: nil, generation: 0)

    init(account: AccountID?, name: String?, generation: Int64) {
        self.account = account
        self.name = name
        self.generation = generation
    }

    init(_ account: Account) {
        self.init(account: account.id, name: account.name.value, generation: account.sessionGeneration)
    }

    /// The account's id as text (a session cookie carries it); empty for the household.
    public var key: String { account?.value ?? "" }

    public var isHousehold: Bool { account == nil }

    /// Whose rows the person's stores read and write.
    var owner: DataOwner { account.map(DataOwner.init(account:)) ?? .household }

    /// Whose profile is the person's: one per person, on every front end. An account's own,
    /// wherever it signs in; the household's one (`local`), whether it is registered on the web,
    /// in the terminal app or on the command line.
    var profileUser: UserID {
        account.map { UserID($0.value) } ?? .local
    }
}
