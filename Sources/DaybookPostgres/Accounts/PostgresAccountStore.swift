import DaybookData
import DaybookDomain
import Foundation
import PostgresNIO

/// The `AccountStore` in a PostgreSQL database: the `account` and `api_token` tables, shared by
/// every process on the database. Each write that changed something notes `.accounts`, which the
/// other processes' change feeds hear once it committed (``PostgresChangeNotifier``).
public struct PostgresAccountStore: AccountStore {
    private typealias Columns = (String, String, String, String, Int64, Int64)

    private let database: PostgreSQLDatabase

    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func fetchAll() async throws(AppError) -> [AccountRecord] {
        try await database.perform("list the accounts") { connection in
            try await Self.records(
                connection.rows(
                    """
                    SELECT id, name, name_key, password_hash, created_at, generation FROM account
                    ORDER BY name_key
                    """))
        }
    }

    public func fetch(nameKey: String) async throws(AppError) -> AccountRecord? {
        try await database.perform("find an account") { connection in
            try await Self.records(
                connection.rows(
                    """
                    SELECT id, name, name_key, password_hash, created_at, generation FROM account
                    WHERE name_key = \(nameKey)
                    """)
            ).first
        }
    }

    public func fetch(id: String) async throws(AppError) -> AccountRecord? {
        try await database.perform("find an account") { connection in
            try await Self.records(
                connection.rows(
                    """
                    SELECT id, name, name_key, password_hash, created_at, generation FROM account
                    WHERE id = \(id)
                    """)
            ).first
        }
    }

    public func hasAccounts() async throws(AppError) -> Bool {
        try await database.perform("look for accounts") { connection in
            for try await any in try await connection.rows("SELECT EXISTS (SELECT 1 FROM account)").decode(Bool.self) {
                return any
            }
            return false
        }
    }

    public func insert(_ record: AccountRecord) async throws(AppError) -> Bool {
        try await database.transaction("add an account") { connection in
            var inserted = false
            for try await _ in try await connection.rows(
                """
                INSERT INTO account (id, name, name_key, password_hash, created_at, generation)
                VALUES (\(record.id), \(record.name), \(record.nameKey), \(record.passwordHash),
                        \(record.createdAt), \(record.generation))
                ON CONFLICT DO NOTHING RETURNING 1
                """)
            {
                inserted = true
                PostgresChangeNotes.note(.accounts)
            }
            guard inserted else { return false }
            // The trigger on `account` locked `account_revision`'s row before the insert, so every
            // other account write waits for this one: the count, read after, is the truth.
            var count = 0
            for try await value in try await connection.rows("SELECT COUNT(*) FROM account").decode(Int.self) {
                count = value
            }
            if count == 1 { try await Self.adoptHousehold(by: record.id, on: connection) }
            return true
        }
    }

    public func insertFirst(_ record: AccountRecord) async throws(AppError) -> Bool {
        try await database.transaction("add the first account") { connection in
            // Every account write moves `account_revision`'s row (its trigger): holding the row
            // first, no account can be added until this transaction ends, so "none yet" stays true.
            for try await _ in try await connection.rows(
                "SELECT revision FROM account_revision WHERE id = 1 FOR UPDATE")
            {}
            var any = false
            for try await value in try await connection.rows("SELECT EXISTS (SELECT 1 FROM account)").decode(Bool.self)
            {
                any = value
            }
            guard !any else { return false }
            try await connection.rows(
                """
                INSERT INTO account (id, name, name_key, password_hash, created_at, generation)
                VALUES (\(record.id), \(record.name), \(record.nameKey), \(record.passwordHash),
                        \(record.createdAt), \(record.generation))
                """)
            PostgresChangeNotes.note(.accounts)
            try await Self.adoptHousehold(by: record.id, on: connection)
            return true
        }
    }

    public func insertBesideOthers(_ record: AccountRecord) async throws(AppError) -> Bool? {
        try await database.transaction("add an account beside others") { connection in
            // As for the first account: with `account_revision`'s row held, no account write can
            // commit until this transaction ends, so "some account" stays true.
            for try await _ in try await connection.rows(
                "SELECT revision FROM account_revision WHERE id = 1 FOR UPDATE")
            {}
            var any = false
            for try await value in try await connection.rows("SELECT EXISTS (SELECT 1 FROM account)").decode(Bool.self)
            {
                any = value
            }
            guard any else { return nil }
            var inserted = false
            for try await _ in try await connection.rows(
                """
                INSERT INTO account (id, name, name_key, password_hash, created_at, generation)
                VALUES (\(record.id), \(record.name), \(record.nameKey), \(record.passwordHash),
                        \(record.createdAt), \(record.generation))
                ON CONFLICT DO NOTHING RETURNING 1
                """)
            {
                inserted = true
                PostgresChangeNotes.note(.accounts)
            }
            return inserted
        }
    }

    /// The household's todos, counts and the command line's profile become `account`'s.
    ///
    /// Locks are taken in the order a change or a deletion of one todo takes them, todos first,
    /// counts second: the household's todos (one in flight is waited for), then every shard row
    /// of its counts (made if missing), so a todo added to the household meanwhile waits, then
    /// lands in the household, which is no one's list any more. An import or a clear of many
    /// todos at that very moment may meet it the other way round: PostgreSQL then ends one of the
    /// two as a deadlock, answered "busy, try again", and nothing of it is kept.
    static func adoptHousehold(by account: String, on connection: PostgresConnection) async throws {
        // The household's counts are this transaction's to move, accounts or not (schema v9).
        try await connection.rows("SET LOCAL daybook.household = 'open'")
        // Read to the end: a lock that cannot be had (a deadlock, a timeout) fails here, as itself.
        for try await _ in try await connection.rows("SELECT 1 FROM todo WHERE owner = '' ORDER BY id FOR UPDATE") {}
        _ = try await PostgresTodoRows.counts(connection, owner: "", lockingEveryShard: true)
        try await connection.rows("UPDATE todo SET owner = \(account) WHERE owner = ''")
        try await connection.rows(
            """
            INSERT INTO todo_counts (owner, id, total, done, revision)
            SELECT \(account), id, total, done, revision + 1 FROM todo_counts WHERE owner = ''
            \(unescaped: PostgresTodoRows.addToCounts)
            """)
        try await connection.rows(
            "UPDATE todo_counts SET total = 0, done = 0, revision = revision + 1 WHERE owner = ''")
        try await connection.rows("UPDATE profile SET user_id = \(account) WHERE user_id = 'local'")
        PostgresChangeNotes.note(.todos)
        PostgresChangeNotes.note(.profile)
    }

    public func delete(id: String) async throws(AppError) -> Bool {
        // The tokens go with the account (ON DELETE CASCADE), in the same statement; its todos and
        // profile in the same transaction. Its counts rows stay (zeroed, their revision forward):
        // an owner's revision never goes back.
        try await database.transaction("remove an account") { connection in
            var deleted = false
            for try await _ in try await connection.rows("DELETE FROM account WHERE id = \(id) RETURNING 1") {
                deleted = true
                PostgresChangeNotes.note(.accounts)
            }
            guard deleted else { return false }
            try await connection.rows("DELETE FROM todo WHERE owner = \(id)")
            try await connection.rows(
                "UPDATE todo_counts SET total = 0, done = 0, revision = revision + 1 WHERE owner = \(id)")
            try await connection.rows("DELETE FROM profile WHERE user_id = \(id)")
            PostgresChangeNotes.note(.todos)
            PostgresChangeNotes.note(.profile)
            return true
        }
    }

    public func replacePassword(id: String, hash: String) async throws(AppError) -> AccountRecord? {
        try await database.transaction("change a password") { connection in
            let changed = try await Self.records(
                connection.rows(
                    """
                    UPDATE account SET password_hash = \(hash), \
                    generation = CASE WHEN generation < 9223372036854775807 THEN generation + 1 ELSE 0 END WHERE id = \(id)
                    RETURNING id, name, name_key, password_hash, created_at, generation
                    """)
            ).first
            guard changed != nil else { return nil }
            try await connection.rows("DELETE FROM api_token WHERE account_id = \(id)")
            PostgresChangeNotes.note(.accounts)
            return changed
        }
    }

    public func replaceHash(id: String, old: String, new: String) async throws(AppError) -> Bool {
        try await database.perform("hash a password again") { connection in
            var replaced = false
            for try await _ in try await connection.rows(
                "UPDATE account SET password_hash = \(new) WHERE id = \(id) AND password_hash = \(old) RETURNING 1")
            {
                replaced = true
            }
            return replaced
        }
    }

    /// The account's row is share-locked (the key-share lock of the foreign key alone would not
    /// wait for a password change), and `account_revision`'s trigger serializes every write to the
    /// accounts anyway: a token asked for while a password change or a removal commits is made
    /// after it, under the new password, or not at all.
    public func insert(token: APITokenRecord) async throws(AppError) -> Bool {
        try await database.perform("issue a token") { connection in
            var inserted = false
            for try await _ in try await connection.rows(
                """
                WITH owner AS (SELECT id FROM account WHERE id = \(token.accountID) FOR SHARE)
                INSERT INTO api_token (digest, account_id, created_at)
                SELECT \(token.digest), id, \(token.createdAt) FROM owner
                RETURNING 1
                """)
            {
                inserted = true
                PostgresChangeNotes.note(.accounts)
            }
            return inserted
        }
    }

    public func fetchAccount(tokenDigest: String) async throws(AppError) -> AccountRecord? {
        try await database.perform("find a token") { connection in
            try await Self.records(
                connection.rows(
                    """
                    SELECT a.id, a.name, a.name_key, a.password_hash, a.created_at, a.generation
                    FROM api_token t JOIN account a ON a.id = t.account_id WHERE t.digest = \(tokenDigest)
                    """)
            ).first
        }
    }

    public func deleteTokens(accountID: String) async throws(AppError) -> Int {
        try await database.perform("revoke tokens") { connection in
            var count = 0
            for try await _ in try await connection.rows(
                "DELETE FROM api_token WHERE account_id = \(accountID) RETURNING 1")
            {
                count += 1
                PostgresChangeNotes.note(.accounts)
            }
            return count
        }
    }

    private static func records(_ rows: PostgresRowSequence) async throws -> [AccountRecord] {
        var records: [AccountRecord] = []
        for try await (id, name, nameKey, hash, createdAt, generation) in rows.decode(Columns.self) {
            records.append(
                AccountRecord(
                    id: id, name: name, nameKey: nameKey, passwordHash: hash, createdAt: createdAt,
                    generation: generation))
        }
        return records
    }
}
