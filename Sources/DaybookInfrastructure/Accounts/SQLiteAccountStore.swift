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
            return db.changesCount == 1
        }
    }

    public func delete(id: String) async throws(AppError) -> Bool {
        try await database.write { db in
            try db.cachedStatement(sql: "DELETE FROM api_token WHERE accountID = ?").execute(arguments: [id])
            try db.cachedStatement(sql: "DELETE FROM account WHERE id = ?").execute(arguments: [id])
            return db.changesCount == 1
        }
    }

    public func replacePassword(id: String, hash: String) async throws(AppError) -> AccountRecord? {
        try await database.write { db in
            try db.cachedStatement(sql: "UPDATE account SET passwordHash = ?, generation = generation + 1 WHERE id = ?")
                .execute(arguments: [hash, id])
            guard db.changesCount == 1 else { return nil }
            try db.cachedStatement(sql: "DELETE FROM api_token WHERE accountID = ?").execute(arguments: [id])
            return try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM account WHERE id = ?"), arguments: [id]
            ).map(Self.record(from:))
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
