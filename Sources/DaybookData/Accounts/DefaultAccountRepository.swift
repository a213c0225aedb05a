import DaybookDomain
import Foundation

/// The `AccountRepository` over any ``AccountStore``, with passwords and tokens made into what
/// is stored by a ``CredentialHasher``.
public struct DefaultAccountRepository: AccountRepository {
    private let store: any AccountStore
    private let hasher: any CredentialHasher

    public init(store: any AccountStore, hasher: any CredentialHasher) {
        self.store = store
        self.hasher = hasher
    }

    public func accounts() async throws(AppError) -> [Account] {
        try await store.fetchAll().map(Self.account(from:))
    }

    public func hasAccounts() async throws(AppError) -> Bool {
        try await store.hasAccounts()
    }

    public func account(named name: AccountName) async throws(AppError) -> Account? {
        try await store.fetch(nameKey: name.key).map(Self.account(from:))
    }

    public func account(id: AccountID) async throws(AppError) -> Account? {
        try await store.fetch(id: id.value).map(Self.account(from:))
    }

    public func add(_ account: Account, password: AccountPassword) async throws(AppError) {
        // A name taken is refused before the slow hash, and again by the store's unique key if
        // another process took it meanwhile.
        if try await store.fetch(nameKey: account.name.key) != nil { throw .alreadyExists(.account) }
        let record = record(account, hash: try await hasher.hash(password: password.secret))
        guard try await store.insert(record) else { throw .alreadyExists(.account) }
    }

    public func addFirst(_ account: Account, password: AccountPassword) async throws(AppError) -> Bool {
        try await store.insertFirst(record(account, hash: try await hasher.hash(password: password.secret)))
    }

    public func addBesideOthers(_ account: Account, password: AccountPassword) async throws(AppError) -> Bool {
        // As for `add`: a name taken is refused before the slow hash, and again by the store.
        if try await store.fetch(nameKey: account.name.key) != nil { throw .alreadyExists(.account) }
        let record = record(account, hash: try await hasher.hash(password: password.secret))
        guard let inserted = try await store.insertBesideOthers(record) else { return false }
        guard inserted else { throw .alreadyExists(.account) }
        return true
    }

    private func record(_ account: Account, hash: String) -> AccountRecord {
        AccountRecord(
            id: account.id.value, name: account.name.value, nameKey: account.name.key, passwordHash: hash,
            createdAt: Milliseconds.since1970(account.createdAt), generation: account.sessionGeneration)
    }

    public func remove(id: AccountID) async throws(AppError) -> Bool {
        try await store.delete(id: id.value)
    }

    public func changePassword(of id: AccountID, to password: AccountPassword) async throws(AppError) -> Account? {
        let hash = try await hasher.hash(password: password.secret)
        return try await store.replacePassword(id: id.value, hash: hash).map(Self.account(from:))
    }

    public func issueToken(for id: AccountID, at date: Date) async throws(AppError) -> APIToken? {
        guard let record = try await store.fetch(id: id.value) else { return nil }
        let secret = Self.newTokenSecret()
        let token = APITokenRecord(
            digest: hasher.digest(token: secret), accountID: record.id, createdAt: Milliseconds.since1970(date))
        guard try await store.insert(token: token) else { return nil }
        return APIToken(secret: secret, account: Self.account(from: record))
    }

    public func revokeTokens(of id: AccountID) async throws(AppError) -> Int {
        try await store.deleteTokens(accountID: id.value)
    }

    public func signIn(nameKey: String, password: String) async throws(AppError) -> Account? {
        guard let record = try await store.fetch(nameKey: nameKey) else {
            _ = try await hasher.verifyNothing(password: password)
            return nil
        }
        guard try await hasher.verify(password: password, hash: record.passwordHash) else { return nil }
        if hasher.needsRehash(record.passwordHash) {
            // Made at another cost (imported): hashed again as this server hashes, so checking it
            // takes what checking any other does, and what an unknown name's check takes. The
            // sign-in stands whether or not this is saved (a busy hasher, say): it is tried again
            // at the next one.
            if let hash = try? await hasher.hash(password: password) {
                _ = try? await store.replaceHash(id: record.id, old: record.passwordHash, new: hash)
            }
        }
        return Self.account(from: record)
    }

    public func account(bearing token: String) async throws(AppError) -> Account? {
        // Only text that could be a token is looked up: the digest of anything else is a wasted read.
        guard APIToken.isWellFormed(token) else { return nil }
        return try await store.fetchAccount(tokenDigest: hasher.digest(token: token)).map(Self.account(from:))
    }

    // MARK: - Records

    static func account(from record: AccountRecord) -> Account {
        Account(
            id: AccountID(record.id), name: AccountName(stored: record.name),
            createdAt: Milliseconds.date(since1970: record.createdAt), sessionGeneration: record.generation)
    }

    // MARK: - Tokens

    /// A new secret from the system's cryptographic random source.
    static func newTokenSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<APIToken.randomBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let encoded = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return APIToken.prefix + encoded
    }
}
