import DaybookData
import DaybookDomain
import DaybookPresentation

/// Who a front end acts for (``Person``): found by name on the command line, by name and password
/// at a sign-in, by an API token or a session on a server. A server's lookups are remembered while
/// ``listenForAccountChanges()`` runs, and forgotten the moment any process changes the accounts.
extension AppContainer {
    /// Listens for changes to the accounts (any process's) until cancelled: a server runs it for
    /// as long as it serves, so what it remembers of who may sign in ends with each change.
    public func listenForAccountChanges() async {
        await directory.run()
    }

    /// Whether anyone has an account: then every page and API call needs one signed in. `fresh`
    /// reads the database rather than what this process remembers (which may lag an announcement
    /// by moments): what a long-lived connection asks when told the accounts changed.
    public func hasAccounts(fresh: Bool = false) async throws(AppError) -> Bool {
        fresh ? try await accountRepository.hasAccounts() : try await directory.hasAccounts()
    }

    /// Whether anyone has an account, asked before ``storageService`` runs: what `serve` asks to
    /// know whether it may listen beyond this machine without a password.
    public func hasAccountsBeforeServing() async throws(AppError) -> Bool {
        try await storage.hasAccountsBeforeRunning()
    }

    /// Whom the command line acts for: the account `name` names (`--user`, `DAYBOOK_USER`); with
    /// no name, the only account, or the household when there is none. Throws
    /// ``AppError/notFound(_:)`` for a name no account has, and ``SettingProblem/whichAccount(names:)``
    /// when several people have accounts and none was named.
    public func actingPerson(named name: String?) async throws -> Person {
        if let name { return Person(try await accounts.find(name: name)) }
        let everyone = try await accounts.list()
        switch everyone.count {
        case 0: return .household
        case 1: return Person(everyone[0])
        default: throw SettingProblem.whichAccount(names: everyone.map(\.name.value))
        }
    }

    /// The person whose name and password these are, or `nil`: as long to answer for a name no
    /// account has as for a wrong password.
    public func signIn(name: String, password: String) async throws(AppError) -> Person? {
        try await accounts.signIn(name: name, password: password).map(Person.init)
    }

    /// A new account for a visitor who signs up, signed in at once: the name's and the password's
    /// rules and a taken name are the use case's errors, as for `daybook user add`. `nil`, adding
    /// nothing, when no one has an account (the last may have been removed a moment ago): a
    /// sign-up never makes the first account, which takes what the household kept.
    public func signUp(name: String, password: String) async throws(AppError) -> Person? {
        guard let account = try await accounts.addBesideOthers(name: name, password: password) else {
            return nil
        }
        // The next request, perhaps at once, must not be answered from what was remembered before.
        directory.forgetAll()
        return Person(account)
    }

    /// The first account, for the person who signed in with the server's password and gave a
    /// name: it takes what the household kept. `nil`, adding nothing, when someone has made an
    /// account meanwhile (only one visitor can make the first).
    public func makeFirstAccount(name: String, password: String) async throws(AppError) -> Person? {
        let account = try await accounts.addFirst(name: name, password: password)
        directory.forgetAll()
        return account.map(Person.init)
    }

    /// The person an API token was issued to, unless it was revoked; `nil` for anything else.
    public func person(bearing token: String) async throws(AppError) -> Person? {
        try await directory.account(bearing: token).map(Person.init)
    }

    /// The person a session names by account id, if the account is still there and its password
    /// has not changed since (`generation`); else `nil`, and the session is over. `fresh`: as for
    /// ``hasAccounts(fresh:)``.
    public func person(session accountID: String, generation: Int64, fresh: Bool = false) async throws(AppError)
        -> Person?
    {
        guard !accountID.isEmpty else { return nil }
        let id = AccountID(accountID)
        let account = fresh ? try await accountRepository.account(id: id) : try await directory.account(id: id)
        guard let account, account.sessionGeneration == generation else { return nil }
        return Person(account)
    }
}

extension AppContainer {
    /// An element each time the accounts may have changed (an account added or removed, a
    /// password changed, a token issued or revoked), by any process on the database: what a
    /// long-lived connection of a signed-in person listens to, to end when their session does.
    /// Subscribe first, then check. Ends when the task iterating it is cancelled.
    public func accountChanges() -> AsyncStream<Void> {
        let topics = changeFeed.changes(to: .accounts)
        return AsyncStream { continuation in
            let task = Task {
                for await _ in topics { continuation.yield() }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
