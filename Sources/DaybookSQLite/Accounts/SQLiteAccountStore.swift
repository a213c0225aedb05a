import DaybookData
import DaybookDomain
import Foundation
import GRDB

/// The `AccountStore` in Daybook's SQLite database: the `account` and `api_token` tables.
public struct SQLiteAccountStore: AccountStore {
    private static let columns = "id, name, nameKey, passwordHash, createdAt, generation"

    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func fetchAll() async throws(AppError) -> [AccountRecord] {
        try await database.read { db in
            try Row.fetchAll(db.cachedStatement(sql: "SELECT \(Self.columns) FROM account ORDER BY nameKey"))
                .map(Self.record(from:))
        }
    }

    public func fetch(nameKey: String) async throws(AppError) -> AccountRecord? {
        try await database.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM account WHERE nameKey = ?"), arguments: [nameKey]
            ).map(Self.record(from:))
        }
    }

    public func fetch(id: String) async throws(AppError) -> AccountRecord? {
        try await database.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM account WHERE id = ?"), arguments: [id]
            )
            .map(Self.record(from:))
        }
    }

    public func hasAccounts() async throws(AppError) -> Bool {
        try await database.read { db in
            try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM account)")) ?? false
        }
    }

    public func insert(_ record: AccountRecord) async throws(AppError) -> Bool {
        try await database.write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO account (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """
            ).execute(arguments: [
                record.id, record.name, record.nameKey, record.passwordHash, record.createdAt, record.generation,
            ])
            guard db.changesCount == 1 else { return false }
            // The write lock is held since BEGIN IMMEDIATE: no other account can commit meanwhile.
            if try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM account")) == 1 {
                try Self.adoptHousehold(db, by: record.id)
            }
            return true
        }
    }

    /// The household's todos, counts and the command line's profile (user `local`) become
    /// `account`'s: what the first account takes over.
    static func adoptHousehold(_ db: Database, by account: String) throws {
        for statement in [
            "UPDATE todo SET owner = ? WHERE owner = ''",
            """
            INSERT INTO todo_counts (owner, total, done, revision)
            SELECT ?, total, done, revision + 1 FROM todo_counts WHERE owner = ''
            ON CONFLICT (owner) DO UPDATE SET total = total + excluded.total, done = done + excluded.done,
            revision = revision + excluded.revision
            """,
            "UPDATE todo_counts SET total = 0, done = 0, revision = revision + 1 WHERE owner = ''",
            "UPDATE profile SET userID = ? WHERE userID = 'local'",
        ] {
            try db.execute(sql: statement, arguments: statement.contains("?") ? [account] : [])
        }
    }

    public func insertFirst(_ record: AccountRecord) async throws(AppError) -> Bool {
        try await database.write { db in
            // The write lock is held since BEGIN IMMEDIATE: no account can be added meanwhile.
            guard try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM account)")) == false else {
                return false
            }
            try db.cachedStatement(sql: "INSERT INTO account (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?)")
                .execute(arguments: [
                    record.id, record.name, record.nameKey, record.passwordHash, record.createdAt, record.generation,
                ])
            try Self.adoptHousehold(db, by: record.id)
            return true
        }
    }

    public func insertBesideOthers(_ record: AccountRecord) async throws(AppError) -> Bool? {
        try await database.write { db in
            // The write lock is held since BEGIN IMMEDIATE: the last account cannot go meanwhile.
            guard try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM account)")) == true else {
                return nil
            }
            try db.cachedStatement(
                sql: "INSERT INTO account (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
            ).execute(arguments: [
                record.id, record.name, record.nameKey, record.passwordHash, record.createdAt, record.generation,
            ])
            return db.changesCount == 1
        }
    }

    public func delete(id: String) async throws(AppError) -> Bool {
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM api_token WHERE accountID = ?").execute(arguments: [id])
            try db.cachedStatement(sql: "DELETE FROM account WHERE id = ?").execute(arguments: [id])
            guard db.changesCount == 1 else { return false }
            // The counts row stays (zeroed, its revision forward): an owner's revision never goes back.
            for statement in [
                "DELETE FROM todo WHERE owner = ?",
                "UPDATE todo_counts SET total = 0, done = 0, revision = revision + 1 WHERE owner = ?",
                "DELETE FROM profile WHERE userID = ?",
            ] {
                try db.execute(sql: statement, arguments: [id])
            }
            return true
        }
    }

    public func replacePassword(id: String, hash: String) async throws(AppError) -> AccountRecord? {
        try await database.write { db in
            // The next generation, never past Int64's limit (an import bounds it far below; one
            // stored by an older Daybook may be there): SQLite would make the sum a REAL.
            try db.cachedStatement(
                sql: """
                    UPDATE account SET passwordHash = ?,
                    generation = CASE WHEN generation < 9223372036854775807 THEN generation + 1 ELSE 0 END WHERE id = ?
                    """
            )
            .execute(arguments: [hash, id])
            guard db.changesCount == 1 else { return nil }
            try db.cachedStatement(sql: "DELETE FROM api_token WHERE accountID = ?").execute(arguments: [id])
            return try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM account WHERE id = ?"), arguments: [id]
            ).map(Self.record(from:))
        }
    }

    public func replaceHash(id: String, old: String, new: String) async throws(AppError) -> Bool {
        try await database.write { db in
            try db.cachedStatement(sql: "UPDATE account SET passwordHash = ? WHERE id = ? AND passwordHash = ?")
                .execute(arguments: [new, id, old])
            return db.changesCount == 1
        }
    }

    public func insert(token: APITokenRecord) async throws(AppError) -> Bool {
        try await database.write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO api_token (digest, accountID, createdAt)
                    SELECT ?, id, ? FROM account WHERE id = ?
                    """
            ).execute(arguments: [token.digest, token.createdAt, token.accountID])
            return db.changesCount == 1
        }
    }

    public func fetchAccount(tokenDigest: String) async throws(AppError) -> AccountRecord? {
        try await database.read { db in
            try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT a.id, a.name, a.nameKey, a.passwordHash, a.createdAt, a.generation
                        FROM api_token t JOIN account a ON a.id = t.accountID WHERE t.digest = ?
                        """), arguments: [tokenDigest]
            ).map(Self.record(from:))
        }
    }

    public func deleteTokens(accountID: String) async throws(AppError) -> Int {
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM api_token WHERE accountID = ?").execute(arguments: [accountID])
            return db.changesCount
        }
    }

    private static func record(from row: Row) -> AccountRecord {
        AccountRecord(
            id: row[0], name: row[1], nameKey: row[2], passwordHash: row[3], createdAt: row[4], generation: row[5])
    }
}
