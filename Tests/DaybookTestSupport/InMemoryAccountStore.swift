import DaybookData
import DaybookDomain
import Foundation

/// An ``AccountStore`` kept in memory, for tests: the same answers as the databases' stores.
public actor InMemoryAccountStore: AccountStore {
    private var accounts: [String: AccountRecord] = [:]
    private var tokens: [String: APITokenRecord] = [:]

    public init() {}

    public func fetchAll() -> [AccountRecord] {
        accounts.values.sorted { Array($0.nameKey.utf8).lexicographicallyPrecedes($1.nameKey.utf8) }
    }

    public func hasAccounts() -> Bool {
        !accounts.isEmpty
    }

    public func fetch(nameKey: String) -> AccountRecord? {
        accounts.values.first { $0.nameKey == nameKey }
    }

    public func fetch(id: String) -> AccountRecord? {
        accounts[id]
    }

    public func insertFirst(_ record: AccountRecord) -> Bool {
        guard accounts.isEmpty else { return false }
        return insert(record)
    }

    public func insertBesideOthers(_ record: AccountRecord) -> Bool? {
        accounts.isEmpty ? nil : insert(record)
    }

    public func insert(_ record: AccountRecord) -> Bool {
        guard accounts[record.id] == nil, fetch(nameKey: record.nameKey) == nil else { return false }
        accounts[record.id] = record
        return true
    }

    public func delete(id: String) -> Bool {
        tokens = tokens.filter { $0.value.accountID != id }
        return accounts.removeValue(forKey: id) != nil
    }

    public func replacePassword(id: String, hash: String) -> AccountRecord? {
        guard var record = accounts[id] else { return nil }
        record.passwordHash = hash
        record.generation += 1
        accounts[id] = record
        tokens = tokens.filter { $0.value.accountID != id }
        return record
    }

    public func replaceHash(id: String, old: String, new: String) -> Bool {
        guard var record = accounts[id], record.passwordHash == old else { return false }
        record.passwordHash = new
        accounts[id] = record
        return true
    }

    public func insert(token: APITokenRecord) -> Bool {
        guard accounts[token.accountID] != nil, tokens[token.digest] == nil else { return false }
        tokens[token.digest] = token
        return true
    }

    public func fetchAccount(tokenDigest: String) -> AccountRecord? {
        tokens[tokenDigest].flatMap { accounts[$0.accountID] }
    }

    public func deleteTokens(accountID: String) -> Int {
        let before = tokens.count
        tokens = tokens.filter { $0.value.accountID != accountID }
        return before - tokens.count
    }
}
